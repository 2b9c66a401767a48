import { useState } from 'react';
import { readSession, writeSession } from '../../../shared/stores/storage';
import { useFloatActivities, type FloatActivity } from '../api/useFloatActivities';

export const floatClosedKey = (code: string) => `floatActivity:closed:${code}`;

/**
 * The home page's float activity: the first one the server shows now, unless
 * the player closed it in this tab's session (a new activity shows again).
 */
export function useFloatActivity(): { item: FloatActivity | null; close: () => void } {
  const { data } = useFloatActivities();
  const [closed, setClosed] = useState<string | null>(null);
  const first = data?.[0];
  const item = first && first.code !== closed && readSession(floatClosedKey(first.code)) === null ? first : null;
  const close = () => {
    if (!item) return;
    writeSession(floatClosedKey(item.code), '1');
    setClosed(item.code);
  };
  return { item, close };
}
