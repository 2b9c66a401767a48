import { create } from 'zustand';
import { persistStore } from './storage';

export const LANGUAGES = ['zh-TW', 'en', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-TW';

export const APPEARANCES = ['device', 'dark', 'light'] as const;
export type Appearance = (typeof APPEARANCES)[number];

export type FrontendType = 1 | 2;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isAppearance(value: unknown): value is Appearance {
  return typeof value === 'string' && (APPEARANCES as readonly string[]).includes(value);
}

export function parseFrontendType(value: string | null | undefined): FrontendType | null {
  if (value === '1') return 1;
  if (value === '2') return 2;
  return null;
}

interface SettingsState {
  language: Language;
  appearance: Appearance;
  /**
   * The frontend type the address set (query frontendType, SPEC 2), kept;
   * null when none did. The type in force derives from it and the user info
   * (useFrontendType in shared/session/userInfo.ts).
   */
  frontendType: FrontendType | null;
  setLanguage: (language: Language) => void;
  setAppearance: (appearance: Appearance) => void;
  setFrontendType: (type: FrontendType | null) => void;
}

export const SETTINGS_STORAGE_KEY = 'site.settings';

/** Client-kept settings (SPEC 3, DESIGN 6): persisted in localStorage. */
export const useSettingsStore = create<SettingsState>()((set) => ({
  language: DEFAULT_LANGUAGE,
  appearance: 'device',
  frontendType: null,
  setLanguage: (language) => set({ language }),
  setAppearance: (appearance) => {
    // Mirrored in a cookie, as the language (i18n.ts): the server renders the next page in it.
    document.cookie = `site-appearance=${appearance}; path=/; max-age=31536000; samesite=lax`;
    set({ appearance });
  },
  setFrontendType: (frontendType) => set({ frontendType }),
}));

// The address's frontend type is kept under a name of its own: the `frontendType`
// stored before it had one mixed in the user's type (and a default 1), so it is ignored.
persistStore(useSettingsStore, {
  key: SETTINGS_STORAGE_KEY,
  pick: ({ language, appearance, frontendType }) => ({ language, appearance, addressFrontendType: frontendType }),
  restore: (stored, initial) => ({
    language: isLanguage(stored.language) ? stored.language : initial.language,
    appearance: isAppearance(stored.appearance) ? stored.appearance : initial.appearance,
    frontendType: stored.addressFrontendType === 1 || stored.addressFrontendType === 2 ? stored.addressFrontendType : null,
  }),
});
