import { staffAudit, staffList } from '@site/contract/api/staff';
import { staffPlayerSearch, staffAdjustments } from '@site/contract/api/staff-players';
import { staffReportAgents, staffReportSummary } from '@site/contract/api/staff-reports';
import { staffRiskHarm, staffRiskLinked, staffRiskLookup, staffRiskPatterns, staffRiskWithheld } from '@site/contract/api/staff-risk';
import { staffQueueCards, staffQueueDeposits, staffQueueIdCards, staffQueueWithdrawals } from '@site/contract/api/staff-queues';
import { staffAgentsList, staffAgentStatements } from '@site/contract/api/staff-agents';
import { staffLettersList } from '@site/contract/api/staff-letters';
import { staffCatalogueGames, staffSiteMaintenance } from '@site/contract/api/staff-catalogue';
import { staffVipConfig } from '@site/contract/api/staff-vip-config';
import { staffContentAdverts, staffContentAnnouncements, staffContentDialogs, staffContentSponsors } from '@site/contract/api/staff-content';
import { staffPromotionList } from '@site/contract/api/staff-promotions';
import type { Endpoint } from '@site/contract/endpoint';
import type { StaffRole } from '@site/contract/staff-roles';

/**
 * Every page of the back office, declared once: its address (under /backoffice), its label's key in
 * `common:nav`, whether the menu lists it, and the endpoint whose roles decide who sees it (the contract's
 * `roles`: the menu, the page and the dashboard's links follow the server's own rule). The pages' code is
 * attached in pages.ts, so a page may read this table without importing every page (and itself).
 */
export interface PageDeclaration {
  path: string;
  label: string;
  inMenu: boolean;
  /** The endpoint the page reads first; its `roles` decide who may open the page. None: any member. */
  gate?: Endpoint;
}

export const PAGE_TABLE = [
  { path: '/', label: 'dashboard', inMenu: true },
  { path: '/queues/deposits', label: 'deposits', inMenu: true, gate: staffQueueDeposits },
  { path: '/queues/withdrawals', label: 'withdrawals', inMenu: true, gate: staffQueueWithdrawals },
  { path: '/queues/cards', label: 'cards', inMenu: true, gate: staffQueueCards },
  { path: '/queues/idcards', label: 'idcards', inMenu: true, gate: staffQueueIdCards },
  { path: '/players', label: 'players', inMenu: true, gate: staffPlayerSearch },
  { path: '/players/:playerId', label: 'playerFile', inMenu: false, gate: staffPlayerSearch },
  { path: '/adjustments', label: 'adjustments', inMenu: true, gate: staffAdjustments },
  { path: '/risk/harm', label: 'saferGambling', inMenu: true, gate: staffRiskHarm },
  { path: '/risk/withheld', label: 'withheld', inMenu: true, gate: staffRiskWithheld },
  { path: '/risk/linked', label: 'linked', inMenu: true, gate: staffRiskLinked },
  { path: '/risk/linked/:playerId', label: 'linked', inMenu: false, gate: staffRiskLinked },
  { path: '/risk/patterns', label: 'patterns', inMenu: true, gate: staffRiskPatterns },
  { path: '/risk/lookup', label: 'lookup', inMenu: true, gate: staffRiskLookup },
  { path: '/reports', label: 'reports', inMenu: true, gate: staffReportSummary },
  { path: '/agent-reports', label: 'agentReports', inMenu: true, gate: staffReportAgents },
  { path: '/letters', label: 'letters', inMenu: true, gate: staffLettersList },
  { path: '/agents', label: 'agents', inMenu: true, gate: staffAgentsList },
  { path: '/agents/commission', label: 'commission', inMenu: true, gate: staffAgentStatements },
  { path: '/agents/:agentId', label: 'agent', inMenu: false, gate: staffAgentsList },
  { path: '/catalogue/games', label: 'games', inMenu: true, gate: staffCatalogueGames },
  { path: '/catalogue/maintenance', label: 'maintenance', inMenu: true, gate: staffSiteMaintenance },
  { path: '/vip', label: 'vipConfig', inMenu: true, gate: staffVipConfig },
  { path: '/content', label: 'content', inMenu: true, gate: staffContentAdverts },
  { path: '/content/announcements', label: 'content', inMenu: false, gate: staffContentAnnouncements },
  { path: '/content/login-advert', label: 'content', inMenu: false, gate: staffContentDialogs },
  { path: '/content/sponsors', label: 'content', inMenu: false, gate: staffContentSponsors },
  { path: '/promotions', label: 'promotions', inMenu: true, gate: staffPromotionList },
  { path: '/staff', label: 'staff', inMenu: true, gate: staffList },
  { path: '/audit', label: 'audit', inMenu: true, gate: staffAudit },
] as const satisfies readonly PageDeclaration[];

export type PagePath = (typeof PAGE_TABLE)[number]['path'];

/** Whether a member with these roles may open the page (the gate endpoint's roles; none = any member). */
export function mayOpen(page: PageDeclaration, roles: readonly StaffRole[]): boolean {
  const allowed = page.gate?.roles;
  return !allowed || roles.some((role) => allowed.includes(role));
}
