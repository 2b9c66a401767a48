import { isLanguage } from '../i18n/i18n';
import { useBackoffice, type Theme } from './store';

const SESSION_KEY = 'backoffice.session';
const SETTINGS_KEY = 'backoffice.settings';

function read(storage: () => Storage, key: string): unknown {
  try {
    const raw = storage().getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode): the state lives in memory for this tab.
  }
}

/**
 * Called once at the edge (main.tsx): the tab's staff token from sessionStorage (the member is asked
 * again with staff.me: a stored member is never trusted), the language and theme from localStorage,
 * then every change written back. The device's colour scheme decides the theme the first time.
 */
export function restoreAndPersist(prefersDark: boolean): void {
  const session = read(() => sessionStorage, SESSION_KEY) as { token?: unknown } | null;
  const settings = read(() => localStorage, SETTINGS_KEY) as { language?: unknown; theme?: unknown } | null;
  const theme: Theme = settings?.theme === 'dark' || settings?.theme === 'light' ? settings.theme : prefersDark ? 'dark' : 'light';
  useBackoffice.setState({
    token: typeof session?.token === 'string' ? session.token : null,
    language: isLanguage(settings?.language) ? settings.language : useBackoffice.getState().language,
    theme,
  });
  useBackoffice.subscribe((state, previous) => {
    if (state.token !== previous.token) write(() => sessionStorage, SESSION_KEY, state.token ? { token: state.token } : null);
    if (state.language !== previous.language || state.theme !== previous.theme) write(() => localStorage, SETTINGS_KEY, { language: state.language, theme: state.theme });
  });
}
