import type { StaffMember } from '@site/contract/api/staff';
import { create } from 'zustand';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/i18n';

export type Theme = 'light' | 'dark';

/**
 * The back office's own state (UI and session only; server data lives in TanStack Query): the staff
 * session (token and member, kept per tab in sessionStorage by persist.ts so a reload keeps it and
 * closing the tab ends it), the language and the theme.
 */
export interface BackofficeState {
  token: string | null;
  member: StaffMember | null;
  language: Language;
  theme: Theme;
  signIn: (token: string, member: StaffMember) => void;
  signOut: () => void;
  setMember: (member: StaffMember) => void;
  setLanguage: (language: Language) => void;
  setTheme: (theme: Theme) => void;
}

export const useBackoffice = create<BackofficeState>((set) => ({
  token: null,
  member: null,
  language: DEFAULT_LANGUAGE,
  theme: 'light',
  signIn: (token, member) => set({ token, member }),
  signOut: () => set({ token: null, member: null }),
  setMember: (member) => set({ member }),
  setLanguage: (language) => set({ language }),
  setTheme: (theme) => set({ theme }),
}));
