import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { webClient } from '../../shared/api/client';
import { pageLoaded } from '../../shared/utils/pageLoaded';
import { useSessionStore } from '../../shared/stores/session';
import { useSettingsStore } from '../../shared/stores/settings';

/**
 * While logged in, this tab's live-update stream (loaded on demand: its code is not on the first
 * screen), opened once the page has loaded (issue 22: not first-screen work). A new token or language
 * opens a new stream (the balance names are translated); logout closes it.
 */
export function useLiveUpdates(): void {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const language = useSettingsStore((s) => s.language);
  useEffect(() => {
    if (!token) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void pageLoaded()
      .then(() => (cancelled ? undefined : import('./startLive')))
      .then(
        (live) => {
          if (live && !cancelled) stop = live.startLiveUpdates({ client: webClient, queries: client });
        },
        () => undefined,
      );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, language, client]);
}
