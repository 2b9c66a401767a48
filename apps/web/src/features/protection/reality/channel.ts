import { REALITY_CHANNEL, REALITY_CLAIM_MS, realityWinner, type RealityMessage } from '@site/contract/api/protection-play';

/**
 * The reality check among tabs and game windows (contract REALITY_CHANNEL): when a check falls due,
 * `claim` posts this tab's claim, waits REALITY_CLAIM_MS for the others', and says whether this tab
 * is the one to show the dialog; a tab that hears "shown" for that due time stands down.
 * Without BroadcastChannel every tab decides alone.
 */
export interface RealityChannel {
  claim(dueAt: string, rank: number): Promise<boolean>;
  post(message: RealityMessage): void;
  close(): void;
}

export function openRealityChannel(onMessage: (message: RealityMessage) => void, id: string = crypto.randomUUID()): RealityChannel {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(REALITY_CHANNEL);
  const claims = new Map<string, Array<{ id: string; rank: number }>>();
  const shown = new Set<string>();
  const note = (dueAt: string, claim: { id: string; rank: number }) => claims.set(dueAt, [...(claims.get(dueAt) ?? []), claim]);
  if (channel) {
    channel.onmessage = (event: MessageEvent<RealityMessage>) => {
      const message = event.data;
      if (message.type === 'claim') note(message.dueAt, { id: message.id, rank: message.rank });
      if (message.type === 'shown') shown.add(message.dueAt);
      onMessage(message);
    };
  }
  const post = (message: RealityMessage) => channel?.postMessage(message);
  return {
    post,
    claim: (dueAt, rank) => {
      if (shown.has(dueAt)) return Promise.resolve(false);
      note(dueAt, { id, rank });
      post({ type: 'claim', dueAt, id, rank });
      return new Promise((resolve) => {
        setTimeout(() => {
          const mine = !shown.has(dueAt) && realityWinner(claims.get(dueAt) ?? []) === id;
          if (mine) post({ type: 'shown', dueAt });
          resolve(mine);
        }, REALITY_CLAIM_MS);
      });
    },
    close: () => channel?.close(),
  };
}
