import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PageHead, UiLanguage } from '../http/spa';
import { advertList } from './config';

const API_LANGUAGE: Record<UiLanguage, 'TW' | 'EN' | 'TH'> = { 'zh-TW': 'TW', en: 'EN', th: 'TH' };

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The home page's largest picture is the first advert, which the app can only
 * ask for after its code and the advert list have arrived: index.html names it
 * at once, so it is on its way while the code loads.
 */
export function pageHead(db: Kysely<Database>): PageHead {
  return async (path, language) => {
    if (path !== '/') return '';
    const [first] = await advertList(db, API_LANGUAGE[language]);
    if (!first || !first.image.startsWith('/')) return '';
    return `\n    <link rel="preload" as="image" fetchpriority="high" href="${attribute(first.image)}">`;
  };
}
