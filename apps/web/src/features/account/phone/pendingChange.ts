import { readSession, writeSession } from '../../../shared/stores/storage';

/** Step 1 of a phone change, kept for this tab while it is valid (30 minutes): "continue" then resumes at step 2. */
export interface PendingChange {
  uuid: string;
  /** ISO-8601. */
  expiresAt: string;
}

const KEY = 'account.phoneChange';

export function readPendingChange(now = Date.now()): PendingChange | null {
  try {
    const value = JSON.parse(readSession(KEY) ?? 'null') as Partial<PendingChange> | null;
    if (!value || typeof value.uuid !== 'string' || typeof value.expiresAt !== 'string') return null;
    return Date.parse(value.expiresAt) > now ? { uuid: value.uuid, expiresAt: value.expiresAt } : null;
  } catch {
    return null;
  }
}

export function keepPendingChange(change: PendingChange | null): void {
  writeSession(KEY, JSON.stringify(change));
}
