import { staffQueueCounts, type StaffQueueCounts } from '@site/contract/api/staff-queues';

/** What the staff stream says (contract staffQueueEvents): each queue's length, or the session's end. */
export type StaffEvent = { event: 'queues'; data: StaffQueueCounts } | { event: 'logout' };

/** One message of the staff stream read with the contract; an unknown name or data that breaks it is skipped. */
export function parseStaffEvent(name: string, data: string): StaffEvent | undefined {
  if (name === 'logout') return { event: 'logout' };
  if (name !== 'queues') return undefined;
  try {
    const parsed = staffQueueCounts.safeParse(JSON.parse(data));
    return parsed.success ? { event: 'queues', data: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}
