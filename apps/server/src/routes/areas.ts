import type { FastifyPluginAsync } from 'fastify';
import { activityRoutes } from './activity';
import { agentRoutes } from './agent';
import { assetRoutes } from './assets';
import { basicsRoutes } from './basics';
import { configRoutes } from './config';
import { contentRoutes } from './content';
import { docsRoutes } from './docs';
import { fundRoutes } from './fund';
import { gameRoutes } from './game';
import { gameAssetRoutes } from './game-assets';
import { lineRoutes } from './line';
import { loginLinkRoutes } from './login-link';
import { maintainRoutes } from './maintain';
import { messageRoutes } from './message';
import { playRoutes } from './play';
import { promotionsRoutes } from './promotions';
import { protectionRoutes } from './protection';
import { protectionExclusionRoutes } from './protection-exclusion';
import { protectionPlayRoutes } from './protection-play';
import { proxyRoutes } from './proxy';
import { pwaRoutes } from './pwa';
import { staffRoutes } from './staff';
import { staffQueueRoutes } from './staff-queues';
import { staffPlayerRoutes } from './staff-players';
import { staffRiskRoutes } from './staff-risk';
import { staffContentRoutes } from './staff-content';
import { staffLetterRoutes } from './staff-letters';
import { staffAgentRoutes } from './staff-agents';
import { staffCatalogueRoutes } from './staff-catalogue';
import { staffReportRoutes } from './staff-reports';
import { termsRoutes } from './terms';
import { userRoutes } from './user';
import { userAccountRoutes } from './user-account';
import { userPasskeyRoutes } from './user-passkeys';
import { userTwoFactorRoutes } from './user-two-factor';
import { userSecurityRoutes } from './user-security';
import { validationRoutes } from './validation';
import { vipRoutes } from './vip';
import { walletRoutes } from './wallet';

/** What buildApp hands every area's plugin (most ignore it): the uploads' folder of the fund area. */
export interface AreaOptions {
  dataDir: string;
}

/**
 * Every area's route plugin, the one list buildApp registers (app.ts): a new area adds its line here,
 * never an app.ts edit. Each plugin is encapsulated (none uses fastify-plugin), so the order does not
 * matter among them; what must come first (metrics, vitals, the live-events hook) or last (the cashier
 * frame, the SPA fallback) stays in app.ts. All are imported statically: the five that were
 * `await import(...)`ed (protection, terms, protection-play, protection-exclusion, agent) were loaded
 * during buildApp anyway, so laziness saved no start-up time (measured: buildApp 1.0 s and the whole
 * start 2.9 s either way) and hid their edges from the import-circle check.
 */
export const AREA_ROUTES: ReadonlyArray<FastifyPluginAsync<AreaOptions>> = [
  configRoutes,
  proxyRoutes,
  basicsRoutes,
  gameRoutes,
  walletRoutes,
  fundRoutes,
  playRoutes,
  userRoutes,
  loginLinkRoutes,
  userSecurityRoutes,
  userAccountRoutes,
  userPasskeyRoutes,
  userTwoFactorRoutes,
  vipRoutes,
  lineRoutes,
  validationRoutes,
  messageRoutes,
  activityRoutes,
  contentRoutes,
  pwaRoutes,
  promotionsRoutes,
  protectionRoutes,
  termsRoutes,
  protectionPlayRoutes,
  protectionExclusionRoutes,
  agentRoutes,
  staffRoutes,
  staffQueueRoutes,
  staffPlayerRoutes,
  staffRiskRoutes,
  staffContentRoutes,
  staffLetterRoutes,
  staffAgentRoutes,
  staffCatalogueRoutes,
  staffReportRoutes,
  docsRoutes,
  maintainRoutes,
  assetRoutes,
  gameAssetRoutes,
];
