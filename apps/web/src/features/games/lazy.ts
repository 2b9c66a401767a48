import { loadNamespaces } from '../../shared/i18n';

const NS = 'games';

/** The home page's game sections (hot, category, usual, favourites), with their texts. */
export function loadHomeSections() {
  return Promise.all([import('./home/HomeSections'), loadNamespaces(NS)]).then(([mod]) => mod);
}

/** The header game menu's dropdown, loaded on the first hover or focus. */
export function loadGameMenuPanel() {
  return Promise.all([import('./menu/GameMenuPanel'), loadNamespaces(NS)]).then(([mod]) => mod);
}
