/** Issue 17's upload codes (013020-013029; the server's db/seed/catalogue-uploads.ts has their texts). */
export const UPLOAD_ERROR_CODES = {
  dailyQuota: '013020',
  tooManyPixels: '013021',
} as const;
