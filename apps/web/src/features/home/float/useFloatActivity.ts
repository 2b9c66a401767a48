import { useState, useSyncExternalStore } from 'react';
import { neverChanges } from '../../../shared/hooks/useHydrated';
import { readSession, writeSession } from '../../../shared/stores/storage';
import { useFloatActivities, type FloatActivity } from '../api/useFloatActivities';

export const floatClosedKey = (code: string) => `floatActivity:closed:${code}`;

/**
 * The home page's float activity: the first one the server shows now, unless
 * the player closed it in this tab's session (a new activity shows again).
 * The tab's session is the browser's alone: the server's page, and the browser
 * hydrating it, treat it as closed, so a player who closed it never sees it
 * flash in and the markup matches; it shows on the render after hydration.
 */
export function useFloatActivity(): { item: FloatActivity | null; close: () => void } {
  const { data } = useFloatActivities();
  const [closed, setClosed] = useState<string | null>(null);
  const first = data?.[0];
  const code = first?.code ?? null;
  const closedInTab = useSyncExternalStore(
    neverChanges,
    () => code !== null && readSession(floatClosedKey(code)) !== null,
    () => true,
  );
  const item = first && first.code !== closed && !closedInTab ? first : null;
  const close = () => {
    if (!item) return;
    writeSession(floatClosedKey(item.code), '1');
    setClosed(item.code);
  };
  return { item, close };
}
