import type { ComponentType } from 'react';
import { PAGE_TABLE, type PageDeclaration, type PagePath } from './pageTable';

type PageModule = { default: ComponentType };

/** Each declared page's code (pageTable.ts), loaded on demand; a page declared without code does not compile. */
const LOADERS: Record<PagePath, () => Promise<PageModule>> = {
  '/': () => import('../features/dashboard/DashboardPage'),
  '/queues/deposits': () => import('../features/queues/DepositQueuePage'),
  '/queues/withdrawals': () => import('../features/queues/WithdrawQueuePage'),
  '/queues/cards': () => import('../features/queues/CardQueuePage'),
  '/queues/idcards': () => import('../features/queues/IdCardQueuePage'),
  '/players': () => import('../features/players/PlayerSearchPage'),
  '/players/:playerId': () => import('../features/players/PlayerFilePage'),
  '/adjustments': () => import('../features/players/AdjustmentsPage'),
  '/risk/harm': () => import('../features/risk/SaferGamblingPage'),
  '/risk/withheld': () => import('../features/risk/WithheldPage'),
  '/risk/linked': () => import('../features/risk/LinkedPage'),
  '/risk/linked/:playerId': () => import('../features/risk/LinkedPage'),
  '/risk/patterns': () => import('../features/risk/PatternsPage'),
  '/risk/lookup': () => import('../features/risk/LookupPage'),
  '/reports': () => import('../features/reports/ReportsPage'),
  '/agent-reports': () => import('../features/reports/AgentsReportPage'),
  '/letters': () => import('../features/letters/LettersPage'),
  '/agents': () => import('../features/agents/AgentsPage'),
  '/agents/commission': () => import('../features/agents/CommissionPage'),
  '/agents/:agentId': () => import('../features/agents/AgentPage'),
  '/catalogue/games': () => import('../features/catalogue/GamesPage'),
  '/catalogue/maintenance': () => import('../features/catalogue/MaintenancePage'),
  '/vip': () => import('../features/vipconfig/VipConfigPage'),
  '/content': () => import('../features/content/AdvertsPage'),
  '/content/announcements': () => import('../features/content/AnnouncementsPage'),
  '/content/login-advert': () => import('../features/content/LoginAdvertPage'),
  '/content/sponsors': () => import('../features/content/SponsorsPage'),
  '/promotions': () => import('../features/promotions/PromotionsPage'),
  '/staff': () => import('../features/staff/StaffPage'),
  '/audit': () => import('../features/audit/AuditPage'),
};

export interface BackofficePage extends PageDeclaration {
  load: () => Promise<PageModule>;
}

export const PAGES: readonly BackofficePage[] = PAGE_TABLE.map((page) => ({ ...page, load: LOADERS[page.path] }));
export { mayOpen } from './pageTable';
