import { OFFLINE_TEXTS, offlineLanguage } from './offline-texts';

/**
 * The offline screen's script (built to /offline.js beside /offline.html by
 * build/service-worker.ts): puts the texts in the player's language and makes
 * the button reload. A file, not inline: CSP script-src 'self'.
 */
function savedSettings(): string | null {
  try {
    return localStorage.getItem('site.settings');
  } catch {
    return null;
  }
}

const language = offlineLanguage(savedSettings(), navigator.languages?.length ? navigator.languages : [navigator.language]);
const texts = OFFLINE_TEXTS[language];
document.documentElement.lang = language;
document.title = texts.title;
const set = (id: string, text: string) => {
  const element = document.getElementById(id);
  if (element) element.textContent = text;
};
set('offline-title', texts.title);
set('offline-body', texts.body);
set('offline-retry', texts.retry);
document.getElementById('offline-retry')?.addEventListener('click', () => location.reload());
