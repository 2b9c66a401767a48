import { staffAudit, staffList } from '@site/contract/api/staff';
import { staffPlayerSearch, staffAdjustments } from '@site/contract/api/staff-players';
import { staffRiskHarm, staffRiskLinked, staffRiskWithheld } from '@site/contract/api/staff-risk';
import { staffQueueCards, staffQueueDeposits, staffQueueIdCards, staffQueueWithdrawals } from '@site/contract/api/staff-queues';
import type { Endpoint } from '@site/contract/endpoint';
import type { StaffRole } from '@site/contract/staff-roles';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * Every page of the back office, declared once: its address (under /backoffice), its label's key in
 * `common:nav`, whether the menu lists it, the endpoint whose roles decide who sees it (the contract's
 * `roles`: the menu and the page follow the server's own rule), and its code, loaded on demand.
 */
export interface BackofficePage {
  path: string;
  label: string;
  inMenu: boolean;
  /** The endpoint the page reads first; its `roles` decide who may open the page. None: any member. */
  gate?: Endpoint;
  load: () => Promise<PageModule>;
}

export const PAGES: readonly BackofficePage[] = [
  { path: '/', label: 'dashboard', inMenu: true, load: () => import('../features/dashboard/DashboardPage') },
  { path: '/queues/deposits', label: 'deposits', inMenu: true, gate: staffQueueDeposits, load: () => import('../features/queues/DepositQueuePage') },
  { path: '/queues/withdrawals', label: 'withdrawals', inMenu: true, gate: staffQueueWithdrawals, load: () => import('../features/queues/WithdrawQueuePage') },
  { path: '/queues/cards', label: 'cards', inMenu: true, gate: staffQueueCards, load: () => import('../features/queues/CardQueuePage') },
  { path: '/queues/idcards', label: 'idcards', inMenu: true, gate: staffQueueIdCards, load: () => import('../features/queues/IdCardQueuePage') },
  { path: '/players', label: 'players', inMenu: true, gate: staffPlayerSearch, load: () => import('../features/players/PlayerSearchPage') },
  { path: '/players/:playerId', label: 'playerFile', inMenu: false, gate: staffPlayerSearch, load: () => import('../features/players/PlayerFilePage') },
  { path: '/adjustments', label: 'adjustments', inMenu: true, gate: staffAdjustments, load: () => import('../features/players/AdjustmentsPage') },
  { path: '/risk/harm', label: 'saferGambling', inMenu: true, gate: staffRiskHarm, load: () => import('../features/risk/SaferGamblingPage') },
  { path: '/risk/withheld', label: 'withheld', inMenu: true, gate: staffRiskWithheld, load: () => import('../features/risk/WithheldPage') },
  { path: '/risk/linked', label: 'linked', inMenu: true, gate: staffRiskLinked, load: () => import('../features/risk/LinkedPage') },
  { path: '/risk/linked/:playerId', label: 'linked', inMenu: false, gate: staffRiskLinked, load: () => import('../features/risk/LinkedPage') },
  { path: '/staff', label: 'staff', inMenu: true, gate: staffList, load: () => import('../features/staff/StaffPage') },
  { path: '/audit', label: 'audit', inMenu: true, gate: staffAudit, load: () => import('../features/audit/AuditPage') },
];

/** Whether a member with these roles may open the page (the gate endpoint's roles; none = any member). */
export function mayOpen(page: BackofficePage, roles: readonly StaffRole[]): boolean {
  const allowed = page.gate?.roles;
  return !allowed || roles.some((role) => allowed.includes(role));
}
