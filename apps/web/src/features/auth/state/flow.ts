import { create } from 'zustand';

/** A phone number as the server knows it: country code and national digits. */
export interface PhoneRef {
  countryCode: string;
  telephone: string;
}

/** Error 012007 on phone login: register with this number, sending the uuid (SPEC 4, 8). */
export interface RegisterDraft extends PhoneRef {
  uuid: string;
}

/**
 * Error 012011 on account login: verify this number (request type 4), then log in by phone. `telephone` is
 * masked as the server shows it (0911***333): the code and the login name the number by `uuid`.
 */
export interface PhoneVerification extends PhoneRef {
  uuid: string;
}

/** Error 012061 after LINE: register this LINE user; `phone` when line/auth already carried a verified phone. */
export interface LineRegistration {
  stateToken: string;
  displayName: string;
  phone: PhoneRef | null;
}

/** Error 013040 on a login from a new device while two-factor is on (issue 39): the code step sends the ticket back. */
export interface TwoFactorStep {
  ticket: string;
}

interface AuthFlowState {
  draft: RegisterDraft | null;
  verification: PhoneVerification | null;
  twoFactor: TwoFactorStep | null;
  line: LineRegistration | null;
  /** Account name to put in the login form (after a password reset). */
  prefillUsername: string | null;
  set: (patch: Partial<Omit<AuthFlowState, 'set' | 'reset'>>) => void;
  reset: () => void;
}

const EMPTY = { draft: null, verification: null, twoFactor: null, line: null, prefillUsername: null };

/** The auth popups' hand-over state: drafts from login errors and the LINE return. */
export const useAuthFlow = create<AuthFlowState>()((set) => ({
  ...EMPTY,
  set: (patch) => set(patch),
  reset: () => set(EMPTY),
}));
