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
  /** A picture marketing uploaded (content_pictures, migration 039), else the drawn one. */
  picture_id: string | null;
}

/** A picture uploaded in the back office (migration 039), re-encoded and stored at each of `widths` (comma-separated). */
export interface ContentPicturesTable {
  id: string;
  /** jpg | png */
  ext: string;
  widths: string;
  width: number;
  height: number;
  staff_id: number | null;
  created_at: string;
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
  content_pictures: ContentPicturesTable;
}
