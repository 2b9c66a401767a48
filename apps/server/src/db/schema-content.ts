import type { Generated } from 'kysely';

/** Home page content per brand (migration 004): login advert dialog items and float activities. */
export interface DialogItemsTable {
  id: Generated<number>;
  brand: string;
  slug: string;
  /** unreadNotice | promos | bonus | firstDeposit (SPEC 3 Dialog items). */
  content: string;
  /** JSON LabelSet */
  titles: string;
  /** An activity link overriding the content's destination; '' for none. */
  link: string;
  /** Only for this frontend type; null for every type. */
  frontend_type: number | null;
  sort: number;
  enabled: number;
  start_time: string | null;
  end_time: string | null;
}

export interface FloatActivitiesTable {
  id: Generated<number>;
  brand: string;
  code: string;
  /** JSON LabelSet */
  titles: string;
  link: string;
  sort: number;
  enabled: number;
  display_start_time: string;
  display_end_time: string;
}

export interface ContentTables {
  dialog_items: DialogItemsTable;
  float_activities: FloatActivitiesTable;
}
