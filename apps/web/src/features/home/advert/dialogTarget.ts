import type { DialogItem } from '@site/contract/api/message';
import { activityPaths } from '../../activity/paths';
import { messagesPaths } from '../../messages/paths';
import { walletPaths } from '../../wallet/paths';

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
      return { pcLink: messagesPaths.notification('announcement'), isNeedLogin: true };
    case 'firstDeposit':
      return { pcLink: walletPaths.entry({ page: 'recharge' }), isNeedLogin: true };
    case 'promos':
    case 'bonus':
      return { pcLink: activityPaths.list(), isNeedLogin: false };
  }
}
