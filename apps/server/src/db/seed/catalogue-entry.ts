/** One (HTTP status, code) of the error catalogue (catalogue.ts), in zh-TW, en and th. */
export interface CatalogueEntry {
  status: number;
  code: string;
  showType: 0 | 1 | 2;
  tw: string;
  en: string;
  th: string;
}
