import { create } from 'zustand';

/** Every popup of SPEC 2; only one is open at a time. */
export type Popup =
  | { kind: 'login'; tab: 'login' | 'register'; loginMethod?: 'account' | 'phone' }
  | { kind: 'forgotPassword' }
  | { kind: 'mobileBinding' }
  | { kind: 'avatar' }
  | { kind: 'appearance' }
  /** The pending transfer target (SPEC 3 Transfer state); gameCode names the game to launch afterwards. */
  | { kind: 'transferToGame'; gameType: number; channelCode: string; subGameCode?: string; gameCode?: string }
  | { kind: 'captcha'; channel: 'sms' | 'graphic' };

export type PopupKind = Popup['kind'];

/** A request the auth popup will act on once it exists (query tab=register). */
export type PendingAuthRequest = 'register';

interface PopupsState {
  open: Popup | null;
  pendingAuth: PendingAuthRequest | null;
  /** An activity link a visitor opened that needs login; opened after login (SPEC 2, 4). */
  pendingActivity: string | null;
  /** A finance page (path) a visitor asked for; opened after login (SPEC 5 Preconditions, like pendingActivity). */
  pendingFinance: string | null;
  openPopup: (popup: Popup) => void;
  closePopup: () => void;
  setPendingAuth: (request: PendingAuthRequest | null) => void;
  setPendingActivity: (url: string | null) => void;
  setPendingFinance: (path: string | null) => void;
}

export const usePopupsStore = create<PopupsState>()((set) => ({
  open: null,
  pendingAuth: null,
  pendingActivity: null,
  pendingFinance: null,
  openPopup: (popup) => set({ open: popup }),
  closePopup: () => set({ open: null }),
  setPendingAuth: (pendingAuth) => set({ pendingAuth }),
  setPendingActivity: (pendingActivity) => set({ pendingActivity }),
  setPendingFinance: (pendingFinance) => set({ pendingFinance }),
}));
