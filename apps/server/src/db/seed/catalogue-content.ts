import type { CatalogueEntry } from './catalogue-entry';
import { CONTENT_ERROR_CODES } from '@site/contract';

/** Codes of the content area (071001-071099; contract CONTENT_ERROR_CODES names them). */
export const CONTENT_CATALOGUE: CatalogueEntry[] = [
  { status: 404, code: CONTENT_ERROR_CODES.sponsorNotFound, showType: 0, tw: '找不到此贊助夥伴', en: 'This sponsor could not be found', th: 'ไม่พบผู้สนับสนุนรายนี้' },
];
