import type { Resources } from './translator';

type ResourceModule = { default: Resources };

/**
 * The translation files of the features the first screen does not show (i18n.ts keeps those it does): their loaders
 * in a chunk of their own, asked for with the first of their strings. The build's preload table lists this chunk
 * beside each of their strings (build/route-preloads.mjs), so a page that needs them loads both in one round.
 * The excluded folders are i18n.ts's FIRST_SCREEN glob; i18n.test.ts checks every file is in exactly one.
 */
export const featureLocaleFiles = import.meta.glob<ResourceModule>(['./*/locales/*/*.json', '!./{home,games,auth,status-pages}/**'], { base: '../../features' });
