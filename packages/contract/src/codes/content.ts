/** The 071xxx codes of the content area (server catalogue-content.ts describes each). */
export const CONTENT_ERROR_CODES = {
  sponsorNotFound: '071001',
} as const;
