import { sessionKeys } from '../../../shared/session/keys';

/** Query keys of the wallet; under the session keys, so logging out drops them. */
export const walletKeys = {
  all: [...sessionKeys.all, 'wallet'] as const,
  balance: () => [...sessionKeys.all, 'wallet', 'balance'] as const,
  /** The one auto-transfer query of the app (login fetches it, the frame's reload invalidates it). */
  autoTransfer: sessionKeys.autoTransfer,
};
