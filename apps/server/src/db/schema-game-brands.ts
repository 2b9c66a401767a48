import type { Generated } from 'kysely';

/** Tables and columns of migration 044 (issue 38: the games catalogue per brand, the new mark). */
export interface GameBrandSettingsTable {
  game_id: number;
  brand: string;
  /** null: as the catalogue; 0 hidden, 1 open, 2 maintenance. */
  status: number | null;
  /** null: as the catalogue; 0 or 1. */
  is_hot: number | null;
  /** null: as the catalogue; 0 or 1. */
  is_new: number | null;
  /** null: as the catalogue; the order within the provider on this brand's lobby. */
  sort: number | null;
  staff_id: number | null;
  updated_at: string;
}

// Joined to the Database and GamesTable types by interface merging, so the shared schema files stay as they are.
declare module './schema' {
  interface Database {
    game_brand_settings: GameBrandSettingsTable;
  }
}
declare module './schema-games' {
  interface GamesTable {
    /** 1: marked new on every brand (migration 044). */
    is_new: Generated<number>;
  }
}
