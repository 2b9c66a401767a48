import type { BrandId } from '@site/contract/brands';
import type { QueryClient } from '@tanstack/query-core';
import type { OsType } from './os-type';

/** The API language codes (SPEC 2, DESIGN 2). */
export type ApiLanguage = 'TW' | 'EN' | 'TH';

/** The maintenance window a 503 carries, when it carries one. */
export interface MaintenanceWindow {
  startTime: string | null;
  endTime: string | null;
}

/** Texts the SPEC 8 rules show; each app keeps them in its own strings. */
export type ClientTextKey = 'errors.network' | 'errors.timeout' | 'errors.sessionEnded' | 'dialog.notice' | 'actions.close';

/**
 * Everything app-specific the client needs, read at call time (never at
 * import): the web app answers from its stores, router and toaster; the
 * cashier from the host's `init` message and the frame bridge. Hooks may
 * return a promise, which the client waits for before it rejects the call.
 */
export interface ClientEnvironment {
  fetch: typeof fetch;
  /** The session token, null when logged out (SPEC 7 `token` header). */
  token: () => string | null;
  deviceId: () => string;
  brand: () => BrandId;
  /** Sent as the `language` header of every call, and as `language` to every endpoint whose query has one, unless the caller gave it. */
  language: () => ApiLanguage;
  osType: () => OsType;
  /** The page's origin (`origin_url` header). */
  origin: () => string;
  /** Where the app is: on the 500/503 screens a success goes home (SPEC 8). */
  currentPath: () => string;
  navigate: (path: string) => void;
  /** An error toast; `id` folds repeats of one error into one toast. */
  toast: (message: string, id?: string) => void;
  /** A notice dialog (showType 2, SPEC 8); `content` is HTML, the client escapes the catalogue's text into it. */
  modal: (options: { title: string; content: string; closeText: string }) => void;
  /** SPEC 8's 溫馨提示 when a session ends; false where the host shows it instead (the cashier). Default true. */
  sessionNotice?: boolean;
  translate: (key: ClientTextKey) => Promise<string>;
  /**
   * Whether the app itself has already ended the session of `token` (a logout under way or done, another
   * player logged in since): a session-ending answer to a call sent with it is then the app's own doing, and
   * shows no notice and logs nothing out. None: every such answer counts.
   */
  sessionEndedHere?: (token: string) => boolean;
  /**
   * 401, or 403 with 001002 (SPEC 8): the session is over. Called on every such answer; `first` once per run;
   * `key` the lookup key (status and code: a 401 is a session that ended, 403001002 a disabled account).
   */
  logout: (first: boolean, key: string) => void | Promise<void>;
  /** HTTP 503 (SPEC 8): maintenance; the window when the answer names it. */
  onMaintenance: (window: MaintenanceWindow | null) => void | Promise<void>;
  /** Where the error catalogue is cached in memory (one entry per language). */
  queryClient: QueryClient;
  /** Where the catalogue is kept between visits (localStorage); none = memory only. */
  storage?: { read: (key: string) => string | null; write: (key: string, value: string) => void };
}
