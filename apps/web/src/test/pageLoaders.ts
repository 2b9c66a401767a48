import { ACCOUNT_PAGES } from '../features/account/pages';
import { ACTIVITY_PAGES } from '../features/activity/pages';
import { AGENT_PAGES } from '../features/agent/pages';
import { CONTENT_PAGES } from '../features/content/pages';
import { GAMES_PAGES } from '../features/games/pages';
import { MESSAGES_PAGES } from '../features/messages/pages';
import { PROTECTION_PAGES } from '../features/protection/pages';
import { VIP_PAGES } from '../features/vip/pages';
import { WALLET_PAGES } from '../features/wallet/pages';
import { loadersOf } from '../shared/routing/loader';

/** The declared pages' loaders (module + namespaces), by feature, for tests that render one page. */
export const accountPages = loadersOf(ACCOUNT_PAGES);
export const activityPages = loadersOf(ACTIVITY_PAGES);
export const agentPages = loadersOf(AGENT_PAGES);
export const contentPages = loadersOf(CONTENT_PAGES);
export const gamesPages = loadersOf(GAMES_PAGES);
export const messagesPages = loadersOf(MESSAGES_PAGES);
export const protectionPages = loadersOf(PROTECTION_PAGES);
export const vipPages = loadersOf(VIP_PAGES);
export const walletPages = loadersOf(WALLET_PAGES);
