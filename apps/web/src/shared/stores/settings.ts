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
  frontendType: FrontendType;
  setLanguage: (language: Language) => void;
  setAppearance: (appearance: Appearance) => void;
  setFrontendType: (type: FrontendType) => void;
}

export const SETTINGS_STORAGE_KEY = 'site.settings';

/** Client-kept settings (SPEC 3, DESIGN 6): persisted in localStorage. */
export const useSettingsStore = create<SettingsState>()((set) => ({
  language: DEFAULT_LANGUAGE,
  appearance: 'device',
  frontendType: 1,
  setLanguage: (language) => set({ language }),
  setAppearance: (appearance) => set({ appearance }),
  setFrontendType: (frontendType) => set({ frontendType }),
}));

persistStore(useSettingsStore, {
  key: SETTINGS_STORAGE_KEY,
  pick: ({ language, appearance, frontendType }) => ({ language, appearance, frontendType }),
  restore: (stored, initial) => ({
    language: isLanguage(stored.language) ? stored.language : initial.language,
    appearance: isAppearance(stored.appearance) ? stored.appearance : initial.appearance,
    frontendType: (stored.frontendType === 2 ? 2 : 1) as FrontendType,
  }),
});
