import { localDayKey } from './session';

/**
 * The login advert's once-a-day rule (SPEC 4), apart from rules/session.ts: only the advert (a lazy part of the
 * home page) uses it, and a module the first screen's code imports carries every export used anywhere into the JS
 * that renders / (issue 36). The storage key and the day key stay there (logging out clears the state).
 */

/** Kept per user, or under the guest key when not logged in. */
export interface LoginAdvertState {
  /** Local calendar day (YYYY-MM-DD) the advert was last shown. */
  lastShowDate: string | null;
  isNotShowToday: boolean;
  isAlreadyShow: boolean;
  /** The user clicked close (which also clears the list). */
  isClosed?: boolean;
}

export const EMPTY_ADVERT_STATE: LoginAdvertState = { lastShowDate: null, isNotShowToday: false, isAlreadyShow: false };

/**
 * SPEC 4 Login advert: shown when the last show date is not today, or when
 * today it has not been shown yet, is not marked not-today and was not closed.
 * Together with markAdvertShown this shows it at most once per day per user.
 * `today` is a Date (its local day) or a YYYY-MM-DD day key.
 */
export function shouldShowLoginAdvert(state: LoginAdvertState | null | undefined, today: Date | string): boolean {
  const day = typeof today === 'string' ? today : localDayKey(today);
  const s = state ?? EMPTY_ADVERT_STATE;
  if (s.lastShowDate !== day) return true;
  return !s.isAlreadyShow && !s.isNotShowToday && !s.isClosed;
}

/** State after the advert is shown today; a new day clears yesterday's not-today and close marks. */
export function markAdvertShown(state: LoginAdvertState | null | undefined, today: Date | string): LoginAdvertState {
  const day = typeof today === 'string' ? today : localDayKey(today);
  const sameDay = state?.lastShowDate === day;
  return {
    lastShowDate: day,
    isAlreadyShow: true,
    isNotShowToday: sameDay ? (state?.isNotShowToday ?? false) : false,
    isClosed: sameDay ? (state?.isClosed ?? false) : false,
  };
}

/** State after the user ticks 'do not show today' or clicks close. */
export function dismissAdvert(
  state: LoginAdvertState | null | undefined,
  today: Date | string,
  how: 'notToday' | 'close',
): LoginAdvertState {
  const shown = markAdvertShown(state, today);
  return how === 'notToday' ? { ...shown, isNotShowToday: true } : { ...shown, isClosed: true };
}
