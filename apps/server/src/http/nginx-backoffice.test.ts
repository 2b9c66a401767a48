import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staffApi } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { renderNginxConf } from '../nginx-conf';
import { servedPath } from '../openapi';
import { signHeaders, startTestServer, type TestServer } from '../test/harness';
import { startTestNginx, type TestNginx } from '../test/nginx';

// passes: sqlite

// Issue 37: deploy/nginx.conf.template shows the back office both ways: under /backoffice/ on the player host
// (default), or on a host of its own (BACKOFFICE_HOST) with the player host answering 404 for it.

const TEMPLATE = readFileSync(new URL('../../../../deploy/nginx.conf.template', import.meta.url), 'utf8');
const HOST = 'backoffice.example.test';

const root = mkdtempSync(join(tmpdir(), 'nginx-backoffice-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>bo</title><div id="root"></div>');
writeFileSync(join(root, 'assets', 'main-Xy12.js'), 'export {};\n');

function get(base: string, path: string, host: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, base), { headers: { ...signHeaders(), host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the template, rendered', () => {
  it('without BACKOFFICE_HOST has no back office server block and no 404 for it; with it, both', () => {
    const shared = renderNginxConf(TEMPLATE, '127.0.0.1:8080', ['127.0.0.1:8081']);
    expect(shared).not.toContain('server_name');
    expect(shared).not.toMatch(/location \/backoffice\/ \{ return 404; \}/);
    expect(shared).toContain('location = /api/v1/staff/events/stream');
    expect(shared).not.toContain('${');
    const own = renderNginxConf(TEMPLATE, '127.0.0.1:8080', ['127.0.0.1:8081'], undefined, { backofficeHost: HOST });
    expect(own).toContain(`server_name ${HOST};`);
    expect(own).toMatch(/location \/backoffice\/ \{ return 404; \}/);
    expect(own).not.toContain('${');
  });
});

describe('nginx in front of a server with BACKOFFICE_HOST', () => {
  let server: TestServer;
  let proxy: TestNginx | undefined;
  beforeAll(async () => {
    server = await startTestServer({ backofficeRoot: root, env: { ...loadEnv(), backofficeHost: HOST } });
    proxy = await startTestNginx([new URL(server.url).host], { backofficeHost: HOST });
  });
  afterAll(async () => {
    await proxy?.stop();
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the back office and the staff calls on its host, and nothing of the player site there', async () => {
    const front = proxy?.front ?? '';
    const page = await get(front, '/backoffice/login', HOST);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-store');
    expect((await get(front, '/backoffice/assets/main-Xy12.js', HOST)).headers['cache-control']).toContain('immutable');
    // A staff call reaches the servers (refused there for want of a session: the server's envelope, not nginx's page).
    const me = await get(front, servedPath(staffApi.me), HOST);
    expect(me.status).toBe(401);
    expect(JSON.parse(me.body)).toMatchObject({ code: expect.stringMatching(/^00100\d$/) });
    expect((await get(front, '/api/v1/config/logo', HOST)).status).toBe(404);
    const root = await get(front, '/', HOST);
    expect(root.status).toBe(302);
    expect(root.headers.location).toMatch(/\/backoffice\/$/);
  });

  it('answers 404 for the back office and the staff calls on the player host', async () => {
    const front = proxy?.front ?? '';
    for (const path of ['/backoffice/', '/backoffice/login', '/backoffice', '/backoffice/assets/main-Xy12.js', servedPath(staffApi.me)]) {
      const res = await get(front, path, 'www.example.test');
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('<div id="root">');
    }
  });
});
