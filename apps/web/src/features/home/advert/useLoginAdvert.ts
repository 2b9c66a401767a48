import { dismissAdvert, markAdvertShown, shouldShowLoginAdvert, type LoginAdvertState } from '@site/contract/rules/login-advert';
import { advertStateKey } from '@site/contract/rules/session';
import { useEffect, useState } from 'react';
import { useDialogList, type DialogItem } from '../api/useDialogList';
import { readLocal, writeLocal } from '../../../shared/stores/storage';
import { useUserInfo } from '../../../shared/session/userInfo';
import { useSessionStore } from '../../../shared/stores/session';

/** The advert state of a user (or of the visitor key), kept in localStorage (SPEC 3). */
export function readAdvertState(key: string): LoginAdvertState | null {
  try {
    const value = JSON.parse(readLocal(key) ?? 'null') as Partial<LoginAdvertState> | null;
    if (!value || typeof value !== 'object') return null;
    return {
      lastShowDate: typeof value.lastShowDate === 'string' ? value.lastShowDate : null,
      isNotShowToday: value.isNotShowToday === true,
      isAlreadyShow: value.isAlreadyShow === true,
      isClosed: value.isClosed === true,
    };
  } catch {
    return null;
  }
}

const NO_ITEMS: readonly DialogItem[] = [];

export function writeAdvertState(key: string, state: LoginAdvertState): void {
  writeLocal(key, JSON.stringify(state));
}

/**
 * SPEC 4 Login advert: shown on the home page when the rule says so (at most
 * once a day per player, or per visitor), marked shown at once. Closing it
 * clears the list; 'don't show today' is kept for the rest of the day. The
 * dialog list is asked only while the advert is due, so the other visits of
 * the day cost no call; an empty list shows nothing and marks nothing.
 */
export function useLoginAdvert(): { open: boolean; items: readonly DialogItem[]; dismiss: (notToday: boolean) => void } {
  const token = useSessionStore((s) => s.token);
  const userId = useUserInfo().data?.userId ?? null;
  // A logged-in player's key needs the user id; it arrives with the user info.
  const key = token ? (userId === null ? null : advertStateKey(userId)) : advertStateKey(null);
  const [openFor, setOpenFor] = useState<string | null>(null);
  // Whether the advert is due for this key: read from storage in an effect, never while rendering.
  const [dueFor, setDueFor] = useState<string | null>(null);
  useEffect(() => {
    setDueFor(key !== null && shouldShowLoginAdvert(readAdvertState(key), new Date()) ? key : null);
  }, [key]);
  const due = key !== null && dueFor === key;
  const { data } = useDialogList(due);
  const items = data ?? NO_ITEMS;
  const hasItems = due && items.length > 0;

  useEffect(() => {
    if (!key || !hasItems) return;
    const now = new Date();
    const state = readAdvertState(key);
    if (!shouldShowLoginAdvert(state, now)) return;
    writeAdvertState(key, markAdvertShown(state, now));
    setOpenFor(key);
  }, [key, hasItems]);

  const open = openFor !== null && openFor === key;
  const dismiss = (notToday: boolean) => {
    if (openFor) writeAdvertState(openFor, dismissAdvert(readAdvertState(openFor), new Date(), notToday ? 'notToday' : 'close'));
    setOpenFor(null);
  };
  return { open, items, dismiss };
}
