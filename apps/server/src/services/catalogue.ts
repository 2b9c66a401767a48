import { createHash } from 'node:crypto';
import type { ErrorCodeRecord } from '@site/contract';
import type { Kysely, Selectable } from 'kysely';
import type { ApiLanguage } from '../domain/language';
import type { Database, ErrorCodesTable } from '../db/schema';

type Row = Selectable<ErrorCodesTable>;

export interface Catalogue {
  /** Changes whenever a code or a text changes: a content hash. */
  readonly version: string;
  /** The text of a code in a language, or undefined when the code is not catalogued. */
  describe(status: number, code: string, lang: ApiLanguage): string | undefined;
  has(status: number, code: string): boolean;
  list(lang: ApiLanguage): ErrorCodeRecord[];
}

function description(row: Row, lang: ApiLanguage): string {
  return lang === 'EN' ? row.desc_en : lang === 'TH' ? row.desc_th : row.desc_tw;
}

function showType(value: number): 0 | 1 | 2 {
  return value === 0 || value === 2 ? value : 1;
}

export function buildCatalogue(rows: Row[]): Catalogue {
  const sorted = [...rows].sort((a, b) => a.http_status - b.http_status || a.error_code.localeCompare(b.error_code));
  const byKey = new Map(sorted.map((r) => [`${r.http_status}${r.error_code}`, r]));
  const version = createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 12);
  const lists = new Map<ApiLanguage, ErrorCodeRecord[]>();
  return {
    version,
    describe: (status, code, lang) => {
      const row = byKey.get(`${status}${code}`);
      return row && description(row, lang);
    },
    has: (status, code) => byKey.has(`${status}${code}`),
    list: (lang) => {
      let list = lists.get(lang);
      if (!list) {
        list = sorted.map((r) => ({
          errorCode: r.error_code,
          httpStatus: r.http_status,
          description: description(r, lang),
          defaultDesc: r.default_desc,
          showType: showType(r.show_type),
        }));
        lists.set(lang, list);
      }
      return list;
    },
  };
}

/**
 * The catalogue is reference data owned by the code (seeded at start), so each
 * process reads it once; every process computes the same version from it.
 */
export async function loadCatalogue(db: Kysely<Database>): Promise<Catalogue> {
  return buildCatalogue(await db.selectFrom('error_codes').selectAll().execute());
}
