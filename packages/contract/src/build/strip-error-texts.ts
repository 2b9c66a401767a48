// A Vite plugin for the web app and the cashier (issue 35; in src/ so the contract's typecheck reads it): an
// error declaration (src/codes/<area>.ts) holds its texts in zh-TW, en and th for the server's catalogue, but
// the clients never read them (they word a failure from the catalogue the server serves, SPEC 8), so their
// bundles leave the texts out and keep code, status and showType. Each text is one `tw:`/`en:`/`th:` line of a
// declaration (codes/declare.test.ts keeps it so).
import type { Plugin } from 'vite';

const CODES_FILE = /packages\/contract\/src\/codes\/(?!declare\.ts$|index\.ts$)[a-z-]+\.ts$/;
const TEXT_LINE = /^[ \t]+(?:tw|en|th): (?:'(?:[^'\\\n]|\\.)*'|`(?:[^`\\\n]|\\.)*`),[ \t]*\n/gm;

/** The source of a codes file without its declarations' texts. */
export function withoutErrorTexts(source: string): string {
  return source.replace(TEXT_LINE, '');
}

export function stripErrorTexts(): Plugin {
  return {
    name: 'strip-error-texts',
    enforce: 'pre',
    transform(code, id) {
      return CODES_FILE.test(id.split('?')[0]!) ? { code: withoutErrorTexts(code), map: null } : null;
    },
  };
}
