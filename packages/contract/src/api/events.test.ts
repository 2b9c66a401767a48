import { describe, expect, it } from 'vitest';
import { eventsStream, parseLiveEvent } from './events';

describe('live event payloads (extension: events stream)', () => {
  it('parses each named event with its schema', () => {
    expect(parseLiveEvent('unread', '{"total":3,"sysNotice":1,"transNotice":2,"letter":0,"opNotice":0}')).toEqual({
      event: 'unread',
      data: { total: 3, sysNotice: 1, transNotice: 2, letter: 0, opNotice: 0 },
    });
    expect(parseLiveEvent('maintenance', '{"on":true}')).toEqual({ event: 'maintenance', data: { on: true } });
    expect(parseLiveEvent('logout', '{"code":"001004"}')).toEqual({ event: 'logout', data: { code: '001004' } });
    expect(parseLiveEvent('balance', '{"currencies":[],"gameWallets":[]}')).toEqual({ event: 'balance', data: { currencies: [], gameWallets: [] } });
  });

  it('drops unknown names, broken JSON and payloads that do not match', () => {
    expect(parseLiveEvent('toString', '{}')).toBeUndefined();
    expect(parseLiveEvent('message', '{}')).toBeUndefined();
    expect(parseLiveEvent('unread', '{"total":')).toBeUndefined();
    expect(parseLiveEvent('maintenance', '{"on":"yes"}')).toBeUndefined();
    expect(parseLiveEvent('balance', '{"currencies":[{"currency":"NTD"}],"gameWallets":[]}')).toBeUndefined();
  });

  it('is an authenticated extension path', () => {
    expect(eventsStream).toMatchObject({ method: 'GET', path: '/v1/events/stream', extension: true, auth: true });
  });
});
