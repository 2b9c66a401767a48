import { afterEach, describe, expect, it } from 'vitest';
import { REALITY_RANK, type RealityMessage } from '@site/contract/api/protection-play';
import { openRealityChannel, type RealityChannel } from './channel';

const opened: RealityChannel[] = [];
const open = (id: string, heard: RealityMessage[] = []) => {
  const channel = openRealityChannel((m) => heard.push(m), id);
  opened.push(channel);
  return channel;
};

describe('the reality check among tabs (BroadcastChannel)', () => {
  afterEach(() => {
    for (const c of opened.splice(0)) c.close();
  });

  it('of three tabs whose check falls due together, only one shows it: the visible one', async () => {
    const due = '2030-01-02T02:15:00.000Z';
    const [a, b, c] = [open('a'), open('b'), open('c')];
    const answers = await Promise.all([a.claim(due, REALITY_RANK.hiddenTab), b.claim(due, REALITY_RANK.visibleTab), c.claim(due, REALITY_RANK.hiddenTab)]);
    expect(answers).toEqual([false, true, false]);
  });

  it('a tab that hears the check was shown elsewhere does not show it again; an answer reaches the other tabs', async () => {
    const due = '2030-01-02T02:30:00.000Z';
    const heard: RealityMessage[] = [];
    const late = open('late', heard);
    const first = open('first');
    expect(await first.claim(due, REALITY_RANK.visibleTab)).toBe(true);
    expect(await late.claim(due, REALITY_RANK.gameWindow)).toBe(false);
    first.post({ type: 'answered' });
    await expect.poll(() => heard.map((m) => m.type)).toContain('answered');
  });
});
