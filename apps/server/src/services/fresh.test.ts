import { describe, expect, it } from 'vitest';
import { freshFor, freshMap, freshPer } from './fresh';

describe('freshFor', () => {
  it('reads once within the time and again after it', async () => {
    let now = 1000;
    let reads = 0;
    const value = freshFor(500, async () => ++reads, () => now);
    expect(await value.get()).toBe(1);
    now += 499;
    expect(await value.get()).toBe(1);
    now += 1;
    expect(await value.get()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const value = freshFor(10_000, async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    await expect(value.get()).rejects.toThrow('down');
    fail = false;
    expect(await value.get()).toBe('ok');
  });

  it('reads every time with a time of 0', async () => {
    let reads = 0;
    const always = freshFor(0, async () => ++reads);
    await always.get();
    await always.get();
    expect(reads).toBe(2);
  });

  it('keeps one value per key', async () => {
    const a = {};
    const b = {};
    let reads = 0;
    const per = freshPer(60_000, async (key: object) => (key === a ? 'a' : 'b') + ++reads);
    expect(await per(a)).toBe('a1');
    expect(await per(b)).toBe('b2');
    expect(await per(a)).toBe('a1');
  });
});

describe('freshMap', () => {
  it('keeps each key for the time, and no more than max keys', async () => {
    let now = 0;
    let reads = 0;
    const map = freshMap<number>(1000, 2, () => now);
    const load = async () => ++reads;
    expect(await map.get('a', load)).toBe(1);
    expect(await map.get('a', load)).toBe(1);
    expect(await map.get('b', load)).toBe(2);
    expect(await map.get('c', load)).toBe(3);
    expect(map.size).toBe(2);
    expect(await map.get('a', load)).toBe(4);
    now = 1000;
    expect(await map.get('a', load)).toBe(5);
  });
});
