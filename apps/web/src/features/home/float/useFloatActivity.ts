import { useState } from 'react';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { readSession, writeSession } from '../../../shared/stores/storage';
import { useFloatActivities, type FloatActivity } from '../api/useFloatActivities';

export const floatClosedKey = (code: string) => `floatActivity:closed:${code}`;

/**
 * The home page's float activity: the first one the server shows now, unless
 * the player closed it in this tab's session (a new activity shows again).
 * The tab's session is the browser's own: the server renders the float, and so does hydrating its
 * markup (anything else is a mismatch React reports and renders the page again for); it goes right after.
 */
export function useFloatActivity(): { item: FloatActivity | null; close: () => void } {
  const { data } = useFloatActivities();
  const [closed, setClosed] = useState<string | null>(null);
  const hydrated = useHydrated();
  const first = data?.[0];
  const closedBefore = (code: string) => hydrated && readSession(floatClosedKey(code)) !== null;
  const item = first && first.code !== closed && !closedBefore(first.code) ? first : null;
  const close = () => {
    if (!item) return;
    writeSession(floatClosedKey(item.code), '1');
    setClosed(item.code);
  };
  return { item, close };
}
