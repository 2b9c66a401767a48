import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEFAULT_LANGUAGE, toApiLanguage } from '../http/language';
import type { PageExtras } from '../http/spa';
import { advertList } from './config';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Where the home carousel stands in the one-column layout (below 1024 px: the
 * 97 px header, 24 px gap, 16 px margins, 5:2, the carousel's border and
 * radius), so the picture painted before the app's code runs is in the very
 * place the app then draws it. The app removes #boot once its own copy shows.
 */
const BOOT_STYLE = `<style>#boot{display:none}@media (max-width:1023px){#boot{display:block;position:absolute;top:121px;left:16px;right:16px;z-index:40;aspect-ratio:5/2;overflow:hidden;border:1px solid var(--color-border);border-radius:20px;background:var(--color-surface-2);pointer-events:none}#boot img{display:block;width:100%;height:100%;object-fit:cover}}@media (max-width:720px){#boot{border-radius:16px}}</style>`;

/**
 * The home page's largest picture is the first advert, which the app can only
 * ask for after its code and the advert list have arrived: index.html names it
 * at once (a preload, before the app's script: the browser asks for it first, not behind the
 * app's two dozen modules) and, on a phone, paints it where the carousel will be.
 */
export function pageExtras(db: Kysely<Database>): PageExtras {
  return async (path, language) => {
    if (path !== '/') return { head: '', body: '' };
    const [first] = await advertList(db, toApiLanguage(language) ?? DEFAULT_LANGUAGE);
    if (!first || !first.image.startsWith('/')) return { head: '', body: '' };
    const src = attribute(first.image);
    return {
      head: `\n    <link rel="preload" as="image" fetchpriority="high" href="${src}">\n    ${BOOT_STYLE}`,
      body: `<div id="boot" aria-hidden="true"><img src="${src}" alt="" width="750" height="300" fetchpriority="high"></div>`,
    };
  };
}
