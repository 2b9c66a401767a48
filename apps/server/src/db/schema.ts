import type { Generated } from 'kysely';
import type { AccountExtraTables } from './schema-account-extra';
import type { ActivityTables } from './schema-activity';
import type { AgentTables } from './schema-agent';
import type { StaffTables } from './schema-staff';
import type { StaffQueueTables } from './schema-staff-queues';
import type { AccountTables } from './schema-accounts';
import type { ContentTables } from './schema-content';
import type { FundTables } from './schema-fund';
import type { GameTables } from './schema-games';
import type { LoginGuardTables } from './schema-login-guard';
import type { MessageTables } from './schema-messages';
import type { PromotionTables } from './schema-promotions';
import type { RiskTables } from './schema-risk';
import type { SponsorTables } from './schema-sponsors';
import type { VipTables } from './schema-vip';
import type { WageringTables } from './schema-wagering';
import type { WithdrawGuardTables } from './schema-withdraw-guard';
import type { UploadQuotaTables } from './schema-upload-quota';
import type { PasskeyTables } from './schema-passkeys';
import type { ProtectionTables } from './schema-protection';
import type { DormancyTables, TermsTables } from './schema-terms';
import type { ProtectionPlayTables } from './schema-protection-play';
import type { ProtectionExclusionTables } from './schema-protection-exclusion';
import type { TwoFactorTables } from './schema-two-factor';

/**
 * Tables of the foundation issue. Portable across SQLite and PostgreSQL:
 * flags are integers 0/1, times are ISO-8601 UTC text, label sets that exist
 * in every language are JSON text `{"TW":..,"EN":..,"TH":..}`.
 */
export interface LanguagesTable {
  code: string;
  name: string;
  is_default: number;
  sort: number;
}

export interface CurrenciesTable {
  code: string;
  /** JSON LabelSet */
  names: string;
  icon: string;
  is_default: number;
  sort: number;
  /** Minor units per major unit (NTD 100, USDT 100); money is stored as integer minor units. */
  minor_per_major: number;
}

export interface CountryCodesTable {
  country_code: string;
  name_cn: string;
  regex: string;
  is_display: number;
  is_default: number;
  is_blocked: number;
  sort: number;
}

export interface DynamicDataTable {
  key: string;
  value: string;
}

export interface ProcessDataTable {
  key: string;
  enabled: number;
}

export interface MaintenanceTable {
  id: number;
  enabled: number;
  start_time: string | null;
  end_time: string | null;
  updated_at: string;
}

export interface ProxiesTable {
  proxy_code: string;
  proxy_account: string;
  /** Domain without its first label, e.g. jade-play.com; null for none. */
  domain: string | null;
  is_default: number;
}

export interface AppVersionsTable {
  id: Generated<number>;
  app_type: string;
  os_type: string;
  version: string;
  url: string;
  force_update: number;
  released_at: string;
}

export interface CustomerLinksTable {
  language: string;
  url: string;
  name: string;
  enabled: number;
}

export interface AdvertsTable {
  id: Generated<number>;
  slug: string;
  language: string;
  title: string;
  image: string;
  link: string;
  sort: number;
  enabled: number;
  /** '' for every brand (migration 039). */
  brand: Generated<string>;
  /** The schedule (ISO UTC; null: open); the picture marketing uploaded (content_pictures), else `image` is drawn. */
  start_time: string | null;
  end_time: string | null;
  picture_id: string | null;
}

export interface MarqueesTable {
  id: Generated<number>;
  slug: string;
  language: string;
  content: string;
  sort: number;
  enabled: number;
  /** A game type's own line (SPEC 3: marquee by betType); null for the site-wide lines. */
  bet_type: number | null;
}

export interface AvatarsTable {
  id: number;
  url: string;
  sort: number;
}

export interface BrandLogosTable {
  brand: string;
  pc_logo: string;
  h5_logo: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface GameTypesTable {
  type: number;
  names: string;
  sort: number;
  enabled: number;
}

export interface GameChannelsTable {
  game_type: number;
  code: string;
  name: string;
  sort: number;
}

/** Sub-game properties (kind 'property') and sub-game types (kind 'type') of a game type. */
export interface SubGameCategoriesTable {
  game_type: number;
  kind: string;
  code: string;
  names: string;
  sort: number;
}

export interface ErrorCodesTable {
  http_status: number;
  error_code: string;
  show_type: number;
  desc_tw: string;
  desc_en: string;
  desc_th: string;
  default_desc: string;
}

export interface Database extends AccountTables, GameTables, ContentTables, FundTables, AccountExtraTables, VipTables, SponsorTables, PromotionTables, ActivityTables, MessageTables, RiskTables, WageringTables, LoginGuardTables, WithdrawGuardTables, UploadQuotaTables, ProtectionTables, ProtectionPlayTables, TermsTables, DormancyTables, ProtectionExclusionTables, AgentTables, StaffTables, StaffQueueTables, PasskeyTables, TwoFactorTables {
  languages: LanguagesTable;
  currencies: CurrenciesTable;
  country_codes: CountryCodesTable;
  dynamic_data: DynamicDataTable;
  process_data: ProcessDataTable;
  maintenance: MaintenanceTable;
  proxies: ProxiesTable;
  app_versions: AppVersionsTable;
  customer_links: CustomerLinksTable;
  adverts: AdvertsTable;
  marquees: MarqueesTable;
  avatars: AvatarsTable;
  brand_logos: BrandLogosTable;
  settings: SettingsTable;
  game_types: GameTypesTable;
  game_channels: GameChannelsTable;
  sub_game_categories: SubGameCategoriesTable;
  error_codes: ErrorCodesTable;
}
