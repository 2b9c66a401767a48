import type { ApiClient } from '@site/client/client';
import type { ApiLanguage } from '@site/client/environment';
import type { FrameToHost, HostToFrame } from '@site/contract/frame';
import { createContext, useContext } from 'react';

export type Init = Extract<HostToFrame, { type: 'init' }>;

/**
 * What every screen knows about the frame it runs in: the host's `init`
 * (token, currency, device id, brand, target), the current language (it
 * follows the host's `language` messages), the API client and the way to
 * talk to the host. Screens read it with useCashier(); query hooks too.
 */
export interface CashierSession {
  init: Init;
  language: ApiLanguage;
  client: ApiClient;
  /** Sends a frame message to the host (packages/contract/src/frame.ts). */
  post: (message: FrameToHost) => void;
}

export const CashierContext = createContext<CashierSession | null>(null);

export function useCashier(): CashierSession {
  const session = useContext(CashierContext);
  if (!session) throw new Error('useCashier outside a framed page (the host has not sent init yet)');
  return session;
}
