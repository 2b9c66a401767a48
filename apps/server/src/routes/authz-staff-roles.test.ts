import { allEndpoints, pathParams, STAFF_ERROR_CODES, STAFF_ROLES, staffQueueEvents, type Endpoint, type StaffRole } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedPath } from '../openapi';
import { idem } from '../test/games';
import { signHeaders, startTestServer, type TestServer } from '../test/harness';
import { enrolledStaff } from '../test/staff';
import { envelopeProblem, writeDigest } from './fuzz-support';

// passes: sqlite

/**
 * The staff half of the authorization matrix (issue 37; the sessions half is authz-matrix.test.ts): every
 * `auth: 'staff'` endpoint of the contract, found there (a new one needs no edit here), called by a member of
 * each role alone. A role the endpoint's `roles` leaves out gets 403 081001 and writes nothing; an allowed one
 * passes the gate (whatever its input then earns).
 */

let server: TestServer;
const tokens = new Map<StaffRole, string>();

// Logout last: it ends the session the other calls use.
const STAFF_ENDPOINTS = allEndpoints.filter((e) => e.auth === 'staff').sort((a, b) => Number(a.id === 'staff.logout') - Number(b.id === 'staff.logout'));

beforeAll(async () => {
  server = await startTestServer({ sensitiveRateLimitMax: 1_000_000 });
  for (const role of STAFF_ROLES) tokens.set(role, (await enrolledStaff(server, [role])).token);
});

afterAll(async () => {
  await server.close();
});

/** A server-sent-events reply never ends: a stream is judged by its status and type, then cut (staffQueues.events). */
async function openStream(e: Endpoint, token: string) {
  const abort = new AbortController();
  const res = await fetch(`${server.url}${servedPath(e)}`, { headers: { ...signHeaders(), token }, signal: abort.signal });
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    abort.abort();
    return { status: res.status, headers: res.headers, text: 'text/event-stream', json: { code: '' } };
  }
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: JSON.parse(text) as { code: string } };
}

async function send(e: Endpoint, token: string) {
  if (e.id === staffQueueEvents.id) return openStream(e, token);
  // An id that names no one: an allowed admin's disable reaches its lookup and changes nothing.
  const path = servedPath(e).replace(/\{(\w+)\}/g, '999999');
  return server.fetch<{ code: string }>(path, { method: e.method, headers: { token, ...(e.idempotent ? idem() : {}) }, ...(e.method === 'GET' ? {} : { body: {} }) });
}

describe('every staff endpoint with every role', () => {
  it(`is a matrix of ${STAFF_ENDPOINTS.length} endpoints x ${STAFF_ROLES.length} roles, each endpoint's roles declared in the contract`, () => {
    expect(STAFF_ENDPOINTS.length).toBeGreaterThan(5);
    expect(STAFF_ENDPOINTS.filter((e) => e.roles !== undefined).length).toBeGreaterThan(3);
    for (const e of STAFF_ENDPOINTS) expect(e.path.startsWith('/v1/staff/'), e.id).toBe(true);
    expect(pathParams(STAFF_ENDPOINTS.find((e) => e.id === 'staff.disable')?.path ?? '')).toEqual(['id']);
  });

  for (const role of STAFF_ROLES) {
    it(`a member who is only ${role}: refused 403 ${STAFF_ERROR_CODES.roleRefused} where the contract leaves the role out, writing nothing, and let through elsewhere`, async () => {
      const token = tokens.get(role) ?? '';
      const wrong: string[] = [];
      for (const e of STAFF_ENDPOINTS) {
        const allowed = e.roles === undefined || e.roles.includes(role);
        const before = await writeDigest(server);
        const res = await send(e, token);
        const label = `${e.id} as ${role}: ${res.status} ${res.text.slice(0, 200)}`;
        if (!allowed) {
          if (res.status !== 403 || res.json.code !== STAFF_ERROR_CODES.roleRefused) wrong.push(label);
          expect(envelopeProblem(res), label).toBeUndefined();
          expect(await writeDigest(server), `a refused call wrote: ${label}`).toBe(before);
        } else if (res.status === 401 || res.status >= 500 || res.json.code === STAFF_ERROR_CODES.roleRefused) wrong.push(label);
      }
      expect(wrong).toEqual([]);
    });
  }
});
