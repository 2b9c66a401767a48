import type { DialogItem } from '@site/contract/api/message';
import { paths, sitePaths } from '../../../app/paths';

/** An activity link (shared/activity/openActivity.ts) and whether a visitor must log in first. */
export interface DialogTarget {
  pcLink: string;
  isNeedLogin: boolean;
}

/**
 * Where a dialog item leads (SPEC 3 Dialog items): its own link when it has
 * one, else by its content: promos and bonus go to the promotions list (whose
 * rewards section holds the unclaimed bonuses); the inbox and the cashier are
 * for players. ActivityAnchor opens the result by the promotions' rule.
 */
export function dialogTarget(item: Pick<DialogItem, 'link' | 'detail'>): DialogTarget {
  if (item.link) return { pcLink: item.link, isNeedLogin: false };
  switch (item.detail.content) {
    case 'unreadNotice':
      return { pcLink: sitePaths.notification('announcement'), isNeedLogin: true };
    case 'firstDeposit':
      return { pcLink: paths.financeEntry({ page: 'recharge' }), isNeedLogin: true };
    case 'promos':
    case 'bonus':
      return { pcLink: paths.activityList(), isNeedLogin: false };
  }
}
