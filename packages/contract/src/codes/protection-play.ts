// Issue 20, player protection during play: its error codes by name (the server's catalogue,
// apps/server/src/db/seed/catalogue-protection-play.ts, describes each in zh-TW, en and th).

/** Refusals of a game launch or a bet by the player's own limits (031050-031059). */
export const PLAY_LIMIT_ERROR_CODES = {
  /** The daily loss limit is reached (or this stake could pass it); data: LossLimitRefusal. */
  dayLossReached: '031050',
  /** The weekly loss limit is reached (or this stake could pass it); data: LossLimitRefusal. */
  weekLossReached: '031051',
  /** The monthly loss limit is reached (or this stake could pass it); data: LossLimitRefusal. */
  monthLossReached: '031052',
  /** The session time limit is reached; data: SessionLimitRefusal. */
  sessionTimeReached: '031053',
} as const;

/**
 * A game launch or a bet while the player's reality check is due and unanswered (issue 33): play goes
 * on once the player answers it (continue or stop). Data: RealityCheckRefusal. Apart from the limits
 * above, whose screens word them with a reset time: the game window shows its reality-check dialog.
 */
export const REALITY_CHECK_ERROR_CODES = {
  due: '031054',
} as const;

/** The data of a 031054 refusal: when the unanswered check fell due (ISO-8601 UTC). */
export interface RealityCheckRefusal {
  dueAt: string;
}

/** Refusals of setting, changing or cancelling a loss or session time limit (012094-012099). */
export const PLAY_LIMIT_SETTING_ERROR_CODES = {
  /** A loss limit below the smallest or above the largest taken; data { minAmount, maxAmount }. */
  lossAmountOutOfRange: '012094',
  /** A session time limit outside the minutes taken; data { minMinutes, maxMinutes }. */
  sessionMinutesOutOfRange: '012095',
  /** Removal asked where no limit is set. */
  noLimitToRemove: '012096',
  /** The value is the limit already in force and nothing is pending. */
  unchanged: '012097',
  /** Cancel asked where no increase or removal is pending. */
  nothingPending: '012098',
} as const;

/** The data of a 031050-031052 refusal: which limit, what was lost, and when the period starts again. */
export interface LossLimitRefusal {
  period: 'day' | 'week' | 'month';
  limit: string;
  lost: string;
  remaining: string;
  /** ISO time the period ends (the limit allows play again). */
  resetAt: string;
}

/** The data of a 031053 refusal: the limit, the minutes played, and when a new session may start. */
export interface SessionLimitRefusal {
  minutes: number;
  playedMinutes: number;
  /** ISO time a new session may start (PLAY_SESSION_IDLE_MINUTES after the last launch or bet). */
  resetAt: string;
}
