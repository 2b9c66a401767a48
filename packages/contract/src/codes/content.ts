import { codesOf, declareErrors } from './declare';

// Their texts (the server's catalogue before issue 35): Codes of the content area (071001-071099; contract
// CONTENT_ERROR_CODES names them).

/** The 071xxx codes of the content area (each declared here with its status and texts). */
export const CONTENT_ERRORS = /* @__PURE__ */ declareErrors({
  sponsorNotFound: {
    code: '071001', status: 404, showType: 0,
    tw: '找不到此贊助夥伴',
    en: 'This sponsor could not be found',
    th: 'ไม่พบผู้สนับสนุนรายนี้',
  },
});
export const CONTENT_ERROR_CODES = /* @__PURE__ */ codesOf(CONTENT_ERRORS);
