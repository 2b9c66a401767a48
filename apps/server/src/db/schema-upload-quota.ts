/** Issue 17: each player's uploads per server day (migration 021_upload_quota). */
export interface UploadQuotaTable {
  account_id: number;
  /** Server day (+08:00), YYYY-MM-DD. */
  day: string;
  count: number;
  bytes: number;
}

export interface UploadQuotaTables {
  upload_quota: UploadQuotaTable;
}
