import * as codes from '@site/contract/codes/index';
import { isErrorDeclarations } from '@site/contract/codes/declare';

/** One (HTTP status, code) of the error catalogue, in zh-TW, en and th. */
export interface CatalogueEntry {
  status: number;
  code: string;
  showType: 0 | 1 | 2;
  tw: string;
  en: string;
  th: string;
}

/**
 * The error catalogue: every (HTTP status, code) the server can answer with (SPEC 8, DESIGN 3), derived from
 * the contract's declarations (packages/contract/src/codes, issue 35): every exported area of declarations is
 * in, so a new code needs no line here. The seed writes it to the error_codes table the API serves.
 */
export const CATALOGUE: readonly CatalogueEntry[] = Object.values(codes)
  .filter(isErrorDeclarations)
  .flatMap((area) => Object.values(area))
  .map((e) => ({ status: e.status, code: e.code, showType: e.showType ?? 1, tw: e.tw, en: e.en, th: e.th }));
