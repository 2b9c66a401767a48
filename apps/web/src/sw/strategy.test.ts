import { describe, expect, it } from 'vitest';
import { OFFLINE_TEXTS, offlineLanguage } from './offline-texts';
import { cacheNameOf, staleCaches, strategyFor } from './strategy';

const origin = 'https://play.example.com';
const decide = (path: string, { method = 'GET', mode = 'cors', from = origin } = {}) => strategyFor({ url: `${from}${path}`, method, mode, origin });

describe('service worker routing', () => {
  it('never answers API, cashier or game-window requests, whether navigations or fetches', () => {
    for (const path of ['/api/v1/user/balance', '/api', '/api/v1/game/type?language=TW', '/cashier/', '/cashier/assets/abcdef12.js', '/play/SLOT01', '/play']) {
      expect(decide(path)).toBe('bypass');
      expect(decide(path, { mode: 'navigate' })).toBe('bypass');
    }
  });

  it('leaves the worker file, the manifest and server pages to the network', () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/maintain', '/dev/outbox']) expect(decide(path, { mode: 'navigate' })).toBe('bypass');
  });

  it('serves hashed build files cache-first', () => {
    expect(decide('/assets/Bx3kP9aQ.js')).toBe('cache-first');
    expect(decide('/assets/C_d-12ab.css')).toBe('cache-first');
    expect(decide('/assets/Dk2lmN0p.svg')).toBe('cache-first');
  });

  it("serves the offline screen's files from the cache, so it works without a network", () => {
    for (const path of ['/offline.html', '/offline.css', '/offline.js']) expect(decide(path)).toBe('cache-first');
    expect(decide('/offline.json')).toBe('bypass');
  });

  it('leaves the server pictures under /assets/<folder>/ alone (they change with the data)', () => {
    expect(decide('/assets/sponsors/harbourside-fc.svg')).toBe('bypass');
    expect(decide('/assets/avatars/avatar-01.svg')).toBe('bypass');
  });

  it('sends page loads network-first to the offline screen', () => {
    expect(decide('/', { mode: 'navigate' })).toBe('navigation');
    expect(decide('/stationary/sponsor/3', { mode: 'navigate' })).toBe('navigation');
  });

  it('bypasses other origins and anything but GET', () => {
    expect(decide('/assets/Bx3kP9aQ.js', { from: 'https://cdn.example.net' })).toBe('bypass');
    expect(decide('/stationary/app-download', { method: 'POST', mode: 'navigate' })).toBe('bypass');
    expect(decide('/assets/Bx3kP9aQ.js', { method: 'HEAD' })).toBe('bypass');
    expect(strategyFor({ url: 'not a url', method: 'GET', mode: 'cors', origin })).toBe('bypass');
  });

  it('on activate deletes only the caches of other builds of ours', () => {
    const names = [cacheNameOf('old1'), cacheNameOf('new2'), 'someone-else', cacheNameOf('old3')];
    expect(staleCaches(names, 'new2')).toEqual([cacheNameOf('old1'), cacheNameOf('old3')]);
  });
});

describe('offline screen language', () => {
  const saved = (language: string) => JSON.stringify({ state: { language }, version: 1 });

  it('uses the language saved in the app first', () => {
    expect(offlineLanguage(saved('th'), ['en-US'])).toBe('th');
    expect(offlineLanguage(saved('en'), ['zh-TW'])).toBe('en');
  });

  it("falls back to the browser's first language we have, then zh-TW", () => {
    expect(offlineLanguage(null, ['fr-FR', 'th-TH'])).toBe('th');
    expect(offlineLanguage(saved('de'), ['en-GB'])).toBe('en');
    expect(offlineLanguage('{broken', ['zh-CN'])).toBe('zh-TW');
    expect(offlineLanguage(null, ['ja'])).toBe('zh-TW');
  });

  it('has every text in the three languages', () => {
    for (const texts of Object.values(OFFLINE_TEXTS)) expect(Object.values(texts).every((text) => text.length > 0)).toBe(true);
    expect(Object.keys(OFFLINE_TEXTS)).toEqual(['zh-TW', 'en', 'th']);
  });
});
