import type { DialogItem } from '@site/contract/api/message';
import { paths, sitePaths } from '../../../app/paths';

export interface DialogTarget {
  to: string;
  needsLogin: boolean;
}

/**
 * Where a dialog item leads (SPEC 3 Dialog items): its own link when it has
 * one, else by its content. There is no rewards screen yet, so bonus goes to
 * the promotions list with promos; the inbox and the cashier are for players.
 */
export function dialogTarget(item: Pick<DialogItem, 'link' | 'detail'>): DialogTarget {
  if (item.link) return { to: item.link, needsLogin: false };
  switch (item.detail.content) {
    case 'unreadNotice':
      return { to: sitePaths.notification('announcement'), needsLogin: true };
    case 'firstDeposit':
      return { to: paths.financeEntry({ page: 'recharge' }), needsLogin: true };
    case 'promos':
    case 'bonus':
      return { to: paths.activityList(), needsLogin: false };
  }
}
