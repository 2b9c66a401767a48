import { describe, expect, it } from 'vitest';
import { parsePasskeySites, relyingParty } from './passkey-rp';

// passes: sqlite

const SITES = parsePasskeySites('jade:jade.example=https://jade.example|https://m.jade.example, pearl:pearl.example=https://www.pearl.example');
const at = (host: string, extra: Partial<{ protocol: string; hostWithPort: string; originHeader: string }> = {}) => ({
  host,
  protocol: 'https',
  hostWithPort: host,
  originHeader: undefined,
  ...extra,
});

describe('passkeys: the relying party per brand and host (PASSKEY_SITES)', () => {
  it('serves a host by its brand\'s entry whose RP id is the host or a parent domain of it', () => {
    expect(relyingParty(at('m.jade.example'), 'jade', SITES, true)).toEqual({ rpId: 'jade.example', origins: ['https://jade.example', 'https://m.jade.example'] });
    expect(relyingParty(at('www.pearl.example'), 'pearl', SITES, true)).toEqual({ rpId: 'pearl.example', origins: ['https://www.pearl.example'] });
  });

  it('in production offers none at a host without an entry, nor at another brand\'s host (013030)', () => {
    expect(() => relyingParty(at('jade.example'), 'pearl', SITES, true)).toThrow(expect.objectContaining({ code: '013030' }));
    expect(() => relyingParty(at('evil-jade.example'), 'jade', SITES, true)).toThrow(expect.objectContaining({ code: '013030' }));
  });

  it('outside production: the request\'s host name and the site\'s own origin; a proxy\'s page only on the same host name', () => {
    const local = { protocol: 'http', hostWithPort: 'localhost:8080' };
    expect(relyingParty(at('localhost', local), 'jade', [], false)).toEqual({ rpId: 'localhost', origins: ['http://localhost:8080'] });
    expect(relyingParty(at('localhost', { ...local, originHeader: 'http://localhost:5173' }), 'jade', [], false)).toEqual({ rpId: 'localhost', origins: ['http://localhost:8080', 'http://localhost:5173'] });
    expect(relyingParty(at('localhost', { ...local, originHeader: 'https://evil.example' }), 'jade', [], false)).toEqual({ rpId: 'localhost', origins: ['http://localhost:8080'] });
  });

  it('refuses a configuration whose origin is not on its RP id, or a brand it does not know', () => {
    expect(() => parsePasskeySites('jade:jade.example=https://evil.example')).toThrow(/not an origin on jade.example/);
    expect(() => parsePasskeySites('gold:gold.example=https://gold.example')).toThrow(/expected brand:rpId=origin/);
    expect(() => parsePasskeySites('jade:jade.example=https://jade.example/path')).toThrow(/not an origin/);
    expect(parsePasskeySites(undefined)).toEqual([]);
  });
});
