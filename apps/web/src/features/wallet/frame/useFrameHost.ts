import type { FrameGameTarget } from '@site/contract/frame';
import { showToast } from '@site/ui/toast-api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { walletPaths } from '../paths';
import { usePopupsStore } from '../../../shared/stores/popups';
import { useUserInfo } from '../../../shared/session/userInfo';
import { useSessionStore } from '../../../shared/stores/session';
import { useFrameTypingStore } from '../../../shared/stores/typing';
import { useLaunchTarget } from '../../games';
import { walletKeys } from '../api/keys';
import { setBalanceVisible } from '../eye';
import { createFrameHost, type FrameHostActions } from '../frame-host';

export interface FrameHostProps {
  frame: RefObject<HTMLIFrameElement | null>;
  /** Answers `ready` (posts `init`). */
  onReady: () => void;
  onHeight: (px: number) => void;
  /** Before the host leaves for another page or game (the popup closes itself). */
  onLeave?: () => void;
  /** The game to launch for goGame; default: the frame's target as it is. */
  onGoGame?: (target: FrameGameTarget) => void;
  origin?: string;
}

/** Wires every message of the frame (SPEC 4 Finance frame messages) to the app. */
export function useFrameHost({ frame, onReady, onHeight, onLeave, onGoGame, origin }: FrameHostProps): void {
  const navigate = useNavigate();
  const client = useQueryClient();
  const launch = useLaunchTarget();
  const userId = useUserInfo().data?.userId;
  const latest = useRef({ onReady, onHeight, onLeave, onGoGame, launch, navigate, userId });
  latest.current = { onReady, onHeight, onLeave, onGoGame, launch, navigate, userId };

  useEffect(() => {
    const go = (path: string) => {
      latest.current.onLeave?.();
      void latest.current.navigate(path);
    };
    const actions: FrameHostActions = {
      ready: () => latest.current.onReady(),
      navigate: go,
      tokenInvalid: () => {
        latest.current.onLeave?.();
        useSessionStore.getState().logout();
        client.removeQueries({ queryKey: walletKeys.all });
        usePopupsStore.getState().openPopup({ kind: 'login', tab: 'login' });
      },
      goGame: (target) => {
        const { onGoGame: custom, launch: run, onLeave: leave } = latest.current;
        if (custom) custom(target);
        else run(target);
        leave?.();
        void client.invalidateQueries({ queryKey: walletKeys.balance() });
      },
      recharge: () => go(walletPaths.entry({ page: 'recharge' })),
      withdraw: () => go(walletPaths.entry({ page: 'withdraw' })),
      setMoneyVisible: (visible) => setBalanceVisible(latest.current.userId, visible),
      setHeight: (px) => latest.current.onHeight(px),
      toast: (kind, message) => {
        showToast(message, { kind });
        // A frame's success is a money movement: the header balance follows.
        if (kind === 'success') void client.invalidateQueries({ queryKey: walletKeys.balance() });
      },
      reloadAutoTransfer: () => void client.invalidateQueries({ queryKey: walletKeys.autoTransfer() }),
      // Over the page, the frame kept as it is: the bound phone reaches it as a live `account` event (liveRelay.ts).
      bindPhone: () => usePopupsStore.getState().openPopup({ kind: 'mobileBinding' }),
      setTyping: (on) => useFrameTypingStore.getState().setTyping(on),
    };
    const listener = createFrameHost({ frame: () => frame.current?.contentWindow, origin }, actions);
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
      // A frame that goes away while a field in it has focus never says it lost it.
      useFrameTypingStore.getState().setTyping(false);
    };
  }, [client, frame, origin]);
}
