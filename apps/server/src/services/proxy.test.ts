import { describe, expect, it } from 'vitest';
import { domainOf } from './proxy';

describe('domainOf (parseDomain: host without its first label)', () => {
  it.each([
    ['https://www.lucky88-play.com', 'lucky88-play.com'],
    ['https://m.lucky88-play.com:8443/path?q=1', 'lucky88-play.com'],
    ['WWW.Lucky88-Play.com', 'lucky88-play.com'],
    ['http://a.b.c.example.co.uk', 'b.c.example.co.uk'],
  ])('%s -> %s', (origin, domain) => {
    expect(domainOf(origin)).toBe(domain);
  });

  it.each([undefined, '', 'http://localhost:8080', 'not a url at all'])('%j has no domain', (origin) => {
    expect(domainOf(origin)).toBeUndefined();
  });
});
