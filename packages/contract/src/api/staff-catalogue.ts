import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { BRAND_IDS } from '../brands';
import type { StaffRole } from '../staff-roles';
import { isoDateTimeInput, paged, pageFields, queryInt } from './common';

/**
 * The games catalogue and the site's maintenance window in the back office (issue 38, part 2). One catalogue
 * serves every brand (a brand has its own pictures, not its own games); a brand may override a game's status,
 * hot and new marks and order for itself only (game_brand_settings). A change shows on the lobby and home at
 * once: the server's catalogue snapshot, its kept public answers and its kept server-rendered pages are
 * dropped in the same step (services/public-changes.ts).
 * Every change writes one audit row with the values before and after, in the change's transaction.
 *
 * Roles: marketing runs the catalogue and announces maintenance windows (the lobby is its shop window), admin
 * too. Nobody else.
 */
export const CATALOGUE_ROLES = ['marketing', 'admin'] as const satisfies readonly StaffRole[];

/** A game's state on the player site: hidden (not listed), open, maintenance (listed greyed, not launched). */
export const CATALOGUE_STATUSES = ['hidden', 'open', 'maintenance'] as const;
export const catalogueStatus = z.enum(CATALOGUE_STATUSES);
export type CatalogueStatus = z.infer<typeof catalogueStatus>;

export const brandId = z.enum(BRAND_IDS);

/** One brand's override of a game: each field null means "as the catalogue". */
export const brandOverride = z.object({
  brand: brandId,
  status: z.nullable(catalogueStatus),
  isHot: z.nullable(z.boolean()),
  isNew: z.nullable(z.boolean()),
  sort: z.nullable(z.number()),
});
export type BrandOverride = z.infer<typeof brandOverride>;

export const catalogueGame = z.object({
  id: z.number(),
  gameCode: z.string(),
  gameType: z.number(),
  /** The provider (game platform) code. */
  channelCode: z.string(),
  /** The game's name in the asking member's language. */
  name: z.string(),
  status: catalogueStatus,
  isTesting: z.boolean(),
  isHot: z.boolean(),
  /** 1 shows first among hot games; null: after the numbered ones. */
  hotLevel: z.nullable(z.number()),
  /** Order within its provider on the lobby (lower first). */
  sort: z.number(),
  /** Marked new: a badge on the game's card on the player site. */
  isNew: z.boolean(),
  /** Asked for one brand: that brand's override (status, isHot, isNew, sort above are then the brand's), or null when it has none. */
  override: z.nullable(brandOverride),
  /** The provider's maintenance window on this game (ISO-8601 UTC), or null. */
  maintainStartTime: z.nullable(z.string()),
  maintainEndTime: z.nullable(z.string()),
});
export type CatalogueGame = z.infer<typeof catalogueGame>;


export const catalogueProvider = z.object({ gameType: z.number(), channelCode: z.string(), name: z.string(), games: z.number() });
export type CatalogueProvider = z.infer<typeof catalogueProvider>;

const keyword = z.string().check(z.maxLength(64));

export const staffCatalogueGames = endpoint({
  id: 'staffCatalogue.games', onBreak: 'read', method: 'GET', path: '/v1/staff/catalogue/games', auth: 'staff', roles: CATALOGUE_ROLES, extension: true,
  query: z.object({
    gameType: z.optional(queryInt(1, 7)),
    channelCode: z.optional(z.string().check(z.maxLength(32))),
    status: z.optional(catalogueStatus),
    /** One brand: its games as it shows them (its overrides applied, each with its override); absent: the catalogue's own settings. */
    brand: z.optional(brandId),
    /** Part of a name (any language) or of the game code. */
    keyword: z.optional(keyword),
    ...pageFields(20, 100),
  }),
  response: paged(catalogueGame),
  summary: 'Catalogue: every game (hidden and testing ones too) in lobby order, by type, provider, status or a name; paged',
});

export const staffCatalogueProviders = endpoint({
  id: 'staffCatalogue.providers', onBreak: 'read', method: 'GET', path: '/v1/staff/catalogue/providers', auth: 'staff', roles: CATALOGUE_ROLES, extension: true,
  response: z.array(catalogueProvider),
  summary: 'Catalogue: the game providers by type, with how many games each has (the filters and the maintenance form)',
});

export const catalogueGameChange = z.object({
  status: z.optional(catalogueStatus),
  isTesting: z.optional(z.boolean()),
  isHot: z.optional(z.boolean()),
  isNew: z.optional(z.boolean()),
  hotLevel: z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(999)))),
  sort: z.optional(z.number().check(z.int(), z.gte(0), z.lte(99_999))),
});
export type CatalogueGameChange = z.infer<typeof catalogueGameChange>;

/** A change to one brand's override: a value sets it, null returns the field to the catalogue's, absent leaves it. */
export const brandOverrideChange = z.object({
  status: z.optional(z.nullable(catalogueStatus)),
  isHot: z.optional(z.nullable(z.boolean())),
  isNew: z.optional(z.nullable(z.boolean())),
  sort: z.optional(z.nullable(z.number().check(z.int(), z.gte(0), z.lte(99_999)))),
});
export type BrandOverrideChange = z.infer<typeof brandOverrideChange>;

export const staffCatalogueBrandOverride = endpoint({
  id: 'staffCatalogue.brandOverride', onBreak: 'allowed', method: 'POST', path: '/v1/staff/catalogue/games/{id}/brands/{brand}', auth: 'staff', roles: CATALOGUE_ROLES, extension: true,
  body: brandOverrideChange,
  response: catalogueGame,
  summary: "Catalogue: one brand's override of a game (status, hot and new marks, order; null returns a field to the catalogue's); that brand's lobby and home only; audited. 081100 no such game, 081101 nothing to change, 081108 no such brand",
});

export const staffCatalogueClearBrandOverride = endpoint({
  id: 'staffCatalogue.clearBrandOverride', onBreak: 'allowed', method: 'POST', path: '/v1/staff/catalogue/games/{id}/brands/{brand}/clear', auth: 'staff', roles: CATALOGUE_ROLES, extension: true,
  response: catalogueGame,
  summary: "Catalogue: clears one brand's override of a game (the brand shows the catalogue's settings again); audited. 081100 no such game, 081108 no such brand",
});

export const staffCatalogueUpdateGame = endpoint({
  id: 'staffCatalogue.updateGame', onBreak: 'allowed', method: 'POST', path: '/v1/staff/catalogue/games/{id}', auth: 'staff', roles: CATALOGUE_ROLES, extension: true,
  body: catalogueGameChange,
  response: catalogueGame,
  summary: "Catalogue: changes a game's status (hidden, open, maintenance), testing flag, hot mark and level, new mark, or order; audited; the lobby and home follow at once. 081100 no such game, 081101 nothing to change",
});

export const providerMaintenanceInput = z.object({
  gameType: queryInt(1, 7),
  channelCode: z.string().check(z.minLength(1), z.maxLength(32)),
  /** The window (both, from before to), or null to clear the provider's window. */
  window: z.nullable(z.object({ from: isoDateTimeInput, to: isoDateTimeInput })),
});

export const staffCatalogueProviderMaintenance = endpoint({
  id: 'staffCatalogue.providerMaintenance', onBreak: 'allowed', method: 'POST', path: '/v1/staff/catalogue/providers/maintenance', auth: 'staff', roles: CATALOGUE_ROLES, extension: true,
  body: providerMaintenanceInput,
  response: z.object({ games: z.number() }),
  summary: "Catalogue: sets (or clears) a provider's maintenance window on all its games; players are told 3 minutes before and cannot launch inside it; audited. 081102 no such provider, 081103 window ends before it starts or has ended",
});

/** The message players see during a site maintenance window, in each language (TW zh-TW, EN, TH). */
export const maintenanceMessage = z.object({
  TW: z.string().check(z.maxLength(500)),
  EN: z.string().check(z.maxLength(500)),
  TH: z.string().check(z.maxLength(500)),
});
export type MaintenanceMessage = z.infer<typeof maintenanceMessage>;

export const siteMaintenance = z.object({
  /** True while the site is closed to players (now inside the window, or switched on with no window). */
  maintaining: z.boolean(),
  /** A window is set (now or later). */
  scheduled: z.boolean(),
  startTime: z.nullable(z.string()),
  endTime: z.nullable(z.string()),
  message: z.nullable(maintenanceMessage),
  updatedAt: z.nullable(z.string()),
});
export type SiteMaintenance = z.infer<typeof siteMaintenance>;

export const staffSiteMaintenance = endpoint({
  id: 'staffCatalogue.maintenance', onBreak: 'read', method: 'GET', path: '/v1/staff/maintenance', auth: 'staff', roles: CATALOGUE_ROLES, extension: true,
  response: siteMaintenance,
  summary: "Maintenance: the site's maintenance window and its message, as npm run ops maintenance status reads it",
});

export const staffScheduleMaintenance = endpoint({
  id: 'staffCatalogue.scheduleMaintenance', onBreak: 'allowed', method: 'POST', path: '/v1/staff/maintenance', auth: 'staff', roles: CATALOGUE_ROLES, extension: true,
  body: z.object({ from: isoDateTimeInput, to: isoDateTimeInput, message: maintenanceMessage }),
  response: siteMaintenance,
  summary: 'Maintenance: schedules the whole site\'s maintenance window (players are refused inside it, told before it) with the message players see; audited. 081103 window ends before it starts or has ended',
});

export const staffEndMaintenance = endpoint({
  id: 'staffCatalogue.endMaintenance', onBreak: 'allowed', method: 'POST', path: '/v1/staff/maintenance/end', auth: 'staff', roles: CATALOGUE_ROLES, extension: true,
  response: siteMaintenance,
  summary: 'Maintenance: ends (or cancels) the site\'s maintenance window now, as npm run ops maintenance off; audited',
});

export const staffCatalogueApi = {
  games: staffCatalogueGames,
  providers: staffCatalogueProviders,
  updateGame: staffCatalogueUpdateGame,
  brandOverride: staffCatalogueBrandOverride,
  clearBrandOverride: staffCatalogueClearBrandOverride,
  providerMaintenance: staffCatalogueProviderMaintenance,
  maintenance: staffSiteMaintenance,
  scheduleMaintenance: staffScheduleMaintenance,
  endMaintenance: staffEndMaintenance,
} as const;
