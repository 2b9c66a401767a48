import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { webClient } from '../../shared/api/client';
import { useSessionStore } from '../../shared/stores/session';
import { useSettingsStore } from '../../shared/stores/settings';

/**
 * While logged in, this tab's live-update stream (loaded on demand: its code is not on the first
 * screen). A new token or language opens a new stream (the balance names are translated); logout
 * closes it.
 */
export function useLiveUpdates(): void {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const language = useSettingsStore((s) => s.language);
  useEffect(() => {
    if (!token) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./startLive').then(
      ({ startLiveUpdates }) => {
        if (!cancelled) stop = startLiveUpdates({ client: webClient, queries: client });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, language, client]);
}
