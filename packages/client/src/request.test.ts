import { endpoint } from '@site/contract/endpoint';
import { lazySchema } from '@site/contract/lazy';
import { gameList } from '@site/contract/api/game';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpointUrl } from './request';

const env = { language: () => 'TH' as const };

describe('endpointUrl fills in the language where the query takes one', () => {
  it('also when the query is built on first use (lazySchema, issue 36)', () => {
    const lazyQuery = endpoint({
      id: 'test.lazy',
      method: 'GET',
      path: '/v1/test',
      query: lazySchema(() => z.object({ language: z.optional(z.enum(['TW', 'EN', 'TH'])), size: z.optional(z.number()) })),
      response: z.unknown(),
      summary: 'test',
    });
    expect(endpointUrl(env, lazyQuery, { query: { size: 3 } })).toBe('/api/v1/test?size=3&language=TH');
    expect(endpointUrl(env, gameList, { query: { isHot: true } })).toBe('/api/v1/game/list?isHot=true&language=TH');
  });

  it('not where it takes none', () => {
    const noLanguage = endpoint({ id: 'test.none', method: 'GET', path: '/v1/none', query: lazySchema(() => z.object({ size: z.optional(z.number()) })), response: z.unknown(), summary: 'test' });
    expect(endpointUrl(env, noLanguage)).toBe('/api/v1/none');
  });
});
