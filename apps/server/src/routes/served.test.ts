import { allEndpoints } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedPath } from '../openapi';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Every (method, path) the app routes, from Fastify's printed route tree (its one public listing). */
function servedRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(m[2] ?? '');
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) out.push(`${method} ${stack.join('')}`);
  }
  return out;
}

const routeOf = (method: string, path: string) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;


/**
 * Routes under /api that are not calls of the contract, and why. Everything outside /api (health,
 * metrics, assets, the demo game's pages, the PWA files, the cashier and the SPA) is not an API call.
 */
const NOT_IN_CONTRACT: Readonly<Record<string, string>> = {
  // LINE sends the player's browser here after its login page: a redirect answered with a page, unsigned, no envelope.
  'GET /api/v1/user/line/callback': 'LINE OAuth redirect target',
  // The contract's own documentation, generated from allEndpoints (routes/docs.ts).
  'GET /api/docs': 'OpenAPI index page',
  'GET /api/docs/openapi.json': 'OpenAPI document',
};

describe('the app serves the contract, the whole contract and nothing else under /api', () => {
  it('routes every endpoint of the contract with its method and path', () => {
    const served = new Set(servedRoutes(server.app));
    expect(served.size).toBeGreaterThan(allEndpoints.length);
    const missing = allEndpoints.filter((e) => !served.has(routeOf(e.method, servedPath(e)))).map((e) => `${e.id}: ${e.method} ${servedPath(e)}`);
    expect(missing, 'contract endpoints without a route (route(app, endpoint, handler) in routes/<area>.ts, registered in app.ts)').toEqual([]);
  });

  it('serves under /api only contract endpoints and the reasoned exceptions', () => {
    const contract = new Set(allEndpoints.map((e) => routeOf(e.method, servedPath(e))));
    // HEAD is Fastify's automatic twin of every GET.
    const api = servedRoutes(server.app).filter((r) => !r.startsWith('HEAD ') && / \/api\//.test(r));
    const extra = api.filter((r) => !contract.has(r) && !(r in NOT_IN_CONTRACT));
    expect(extra, 'routes under /api that no contract endpoint declares: declare them with endpoint({...}) in packages/contract/src/api/<area>.ts').toEqual([]);
    expect(Object.keys(NOT_IN_CONTRACT).filter((r) => !api.includes(r)), 'NOT_IN_CONTRACT names a route the app no longer serves').toEqual([]);
  });

  it('reads the route tree right: a known parameterised route and a method of the same path', () => {
    const served = servedRoutes(server.app);
    expect(served).toContain('PUT /api/v1/user/address/:id');
    expect(served).toContain('DELETE /api/v1/user/address/:id');
    expect(served).toContain('GET /maintain');
  });
});
