import type { BlockList } from 'node:net';
import type { BrandId } from '@site/contract';
import type { Kysely } from 'kysely';
import type { DialectName } from './db/connection';
import type { AddressLimits } from './env';
import type { Database } from './db/schema';
import type { rateLimitStores } from './services/rate-limit-store';
import type { SpaIndex } from './http/spa';
import type { Catalogue } from './services/catalogue';
import type { LineConfig } from './services/accounts/line';
import type { PasskeySite } from './services/accounts/passkey-rp';
import type { MaintenanceState } from './services/maintenance';
import type { RegistrationCaps } from './services/risk/registration-caps';

/** What every route and service of the server reaches through `app.site`. */
export interface SiteContext {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The brand this server presents by default (BRAND); a signed request names its own. */
  brand: BrandId;
  /** Folder of the built web app; may not exist (the API works without it). */
  webRoot: string;
  testingHosts: string[];
  nodeEnv: 'development' | 'production' | 'test';
  catalogue: Catalogue;
  maintenance: () => Promise<MaintenanceState>;
  /** How long a public answer is reused before its handler runs again (ms; http/public-answer.ts). */
  publicAnswerFreshMs: number;
  /** The SPA's index.html with the brand injected. */
  spa: SpaIndex;
  /** LINE channel settings; undefined means the dev stand-in (outside production) or no LINE login. */
  line: LineConfig | undefined;
  /** Per-IP requests per minute on the calls that guess secrets (login, register, passwords). */
  sensitiveRateLimitMax: number;
  /** Code sends and captchas per client address (env ADDRESS_CODES_PER_HOUR, ADDRESS_CAPTCHAS_PER_10_MIN). */
  addressLimits: AddressLimits;
  /** Registrations per device id and per client address (env REGISTRATIONS_PER_DEVICE, REGISTRATIONS_PER_ADDRESS_PER_DAY). */
  registrationCaps: RegistrationCaps;
  /** The flood guard's per-process store and the sensitive routes' database-backed one (services/rate-limit-store.ts). */
  rateLimitStores: ReturnType<typeof rateLimitStores>;
  /** The back office (issue 37): the key sealing two-factor secrets, and the addresses its calls may come from (undefined: any). */
  staff: { key: Buffer; allowed: BlockList | undefined; fourEyesAmount: number };
  /** Passkeys' relying parties per brand and host (env PASSKEY_SITES; issue 39). */
  passkeySites: PasskeySite[];
}

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteContext;
  }
}
