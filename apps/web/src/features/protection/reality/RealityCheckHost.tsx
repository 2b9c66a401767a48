import { REALITY_RANK } from '@site/contract/api/protection-play';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountPaths } from '../../account/paths';
import { playKeys } from '../api/playKeys';
import { useAckRealityCheck } from '../api/useAckRealityCheck';
import { fetchRealityCheck, useRealityCheck } from '../api/useRealityCheck';
import { openRealityChannel, type RealityChannel } from './channel';

// Radix and the 'reality' words load with the first check that falls due.
const RealityCheckDialog = lazy(() => import('./RealityCheckDialog'));

interface Shown {
  seconds: number;
  net: string;
}

/**
 * The site's reality check (issue 20, UKGC RTS 13), mounted while logged in. The server says when
 * the next check is due (an interval after the session's start or the last answer); this tab waits
 * that long on its own clock from the answer, claims the check among the tabs and game windows
 * (channel.ts), and only the winner shows the dialog. Continue and stop answer the server, so every
 * tab and window reschedules from the same answer; stop also closes the game windows and opens the
 * bet records.
 */
export default function RealityCheckHost() {
  const check = useRealityCheck(true);
  const client = useQueryClient();
  const ack = useAckRealityCheck();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown | null>(null);
  const channel = useRef<RealityChannel | null>(null);
  const mounted = useRef(true);
  // The server's clock minus this device's, measured at the first answer and kept: the due time and
  // the time played follow this device's clock from then on (an injected clock in tests included).
  const skew = useRef<number | null>(null);

  useEffect(() => {
    mounted.current = true;
    const refresh = () => void client.invalidateQueries({ queryKey: playKeys.realityCheck() });
    const opened = openRealityChannel((message) => {
      if (message.type === 'answered' || message.type === 'stop') {
        setShown(null);
        refresh();
      }
    });
    channel.current = opened;
    return () => {
      mounted.current = false;
      opened.close();
    };
  }, [client]);

  const data = check.data;
  const dueAt = data?.session?.dueAt ?? null;
  useEffect(() => {
    if (!data?.session || !dueAt || shown) return undefined;
    const base = data.session;
    if (skew.current === null) skew.current = Date.parse(data.now) - data.receivedAt;
    const offset = skew.current;
    const delay = Date.parse(dueAt) - (Date.now() + offset);
    const timer = setTimeout(() => {
      void (async () => {
        const rank = document.visibilityState === 'hidden' ? REALITY_RANK.hiddenTab : REALITY_RANK.visibleTab;
        if (!(await channel.current?.claim(dueAt, rank))) return;
        // The session's latest net result; the time played never less than this device has counted.
        const fresh = await fetchRealityCheck().catch(() => null);
        const counted = (Date.now() + offset - Date.parse(base.startedAt)) / 1000;
        if (mounted.current) setShown({ seconds: Math.max(fresh?.session?.elapsedSeconds ?? 0, counted), net: fresh?.session?.net ?? base.net });
      })();
    }, Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [data, dueAt, shown]);

  const answer = async (stop: boolean) => {
    try {
      await ack.mutateAsync();
    } catch {
      // The check comes back when the server's due time passes again; the player's choice still holds here.
      void client.invalidateQueries({ queryKey: playKeys.realityCheck() });
    }
    channel.current?.post({ type: stop ? 'stop' : 'answered' });
    setShown(null);
    if (stop) void navigate(accountPaths.betRecord());
  };

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog seconds={shown.seconds} net={shown.net} busy={ack.isPending} onContinue={() => void answer(false)} onStop={() => void answer(true)} />
    </Suspense>
  );
}
