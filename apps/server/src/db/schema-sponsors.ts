/** Sponsors (migration 012): one row per sponsor and API language. */
export interface SponsorsTable {
  id: number;
  /** TW | EN | TH */
  language: string;
  /** club | league | archery | esports: how the picture is drawn. */
  kind: string;
  image_name: string;
  sort: number;
  title: string;
  subtitle: string;
  partner_subtitle: string;
  /** JSON array of paragraphs. */
  detail: string;
}

export interface SponsorTables {
  sponsors: SponsorsTable;
}
