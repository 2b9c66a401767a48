import { frameHeightFor, type CashierPage, type CashierPageQuery, type FrameGameTarget } from '@site/contract/frame';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTheme } from '../../../shared/hooks/useAppearance';
import { toApiLanguage } from '../../../shared/i18n/languages';
import { useSettingsStore } from '../../../shared/stores/settings';
import { useBalance } from '../api/balance';
import { postToFrame } from '../frame-host';
import styles from './CashierFrame.module.css';
import { buildInit, cashierSrc } from './init';
import { relayLiveUpdates } from './liveRelay';
import { useFrameHost } from './useFrameHost';
import { stuckHeaderBottom, watchVisiblePart } from './visiblePart';

export interface CashierFrameProps<P extends CashierPage = CashierPage> {
  /** Any page of the contract's CASHIER_PAGES. */
  page: P;
  /** The page's non-secret query (packages/contract/src/frame.ts cashierPageQuery). */
  query?: CashierPageQuery<P>;
  title: string;
  target?: FrameGameTarget;
  onLeave?: () => void;
  onGoGame?: (target: FrameGameTarget) => void;
}

/**
 * The embedded cashier (DESIGN 5): `/cashier/?page=...` in an iframe. It says
 * `ready`, we answer `init` with the token, language, currency, theme, device
 * id, brand and target by postMessage on our own origin; theme and language
 * changes follow. Its height comes from its `height` messages; the part of it on
 * screen goes to it as `viewport` (its dialogs open there).
 */
export function CashierFrame<P extends CashierPage>({ page, query, title, target, onLeave, onGoGame }: CashierFrameProps<P>) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(() => frameHeightFor(target));
  const [ready, setReady] = useState(false);
  /** Counts the frame's handshakes: a frame loaded again (another page) is told its visible part afresh. */
  const [handshakes, setHandshakes] = useState(0);
  const theme = useTheme();
  const language = useSettingsStore((s) => s.language);
  const currency = useBalance().data?.currencies.find((c) => c.isCurrent)?.currency;
  const latest = useRef({ theme, currency, target });
  latest.current = { theme, currency, target };
  /** What the frame was last told, so only changes are sent. */
  const told = useRef<{ theme: string; language: string } | null>(null);

  useFrameHost({
    frame,
    onReady: () => {
      const { theme: now, currency: code, target: goal } = latest.current;
      const init = buildInit(now, code, goal);
      if (!init) return;
      postToFrame(frame.current?.contentWindow, init);
      told.current = { theme: init.theme, language: init.language };
      setReady(true);
      setHandshakes((n) => n + 1);
    },
    onHeight: setHeight,
    onLeave,
    onGoGame,
  });

  // Issue 19: the frame's balances and orders follow the host's live updates (relayed, not a second stream).
  const queries = useQueryClient();
  useEffect(() => {
    if (!ready) return undefined;
    return relayLiveUpdates(queries, (message) => postToFrame(frame.current?.contentWindow, message));
  }, [ready, queries]);
  // Issue 34: the frame is as tall as its content, often taller than the screen: it is told which part
  // is on screen (below the sticky header), where it centres its dialogs.
  useEffect(() => {
    const element = frame.current;
    if (!ready || !element) return undefined;
    const post = (part: { top: number; height: number }) => postToFrame(element.contentWindow, { type: 'viewport', ...part });
    return watchVisiblePart(element, post, window, () => stuckHeaderBottom(document));
  }, [ready, handshakes]);
  useEffect(() => {
    const last = told.current;
    if (!ready || !last || last.theme === theme) return;
    last.theme = theme;
    postToFrame(frame.current?.contentWindow, { type: 'theme', theme });
  }, [ready, theme]);
  useEffect(() => {
    const last = told.current;
    const code = toApiLanguage(language);
    if (!ready || !last || last.language === code) return;
    last.language = code;
    postToFrame(frame.current?.contentWindow, { type: 'language', language: code });
  }, [ready, language]);

  return (
    <iframe
      ref={frame}
      className={styles.frame}
      src={cashierSrc(page, query)}
      title={title}
      style={{ height }}
      data-ready={ready || undefined}
    />
  );
}
