import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { renderNginxConf } from '../nginx-conf';
import { startTestServer, type TestServer } from '../test/harness';
import { freePort } from '../test/pg';
import { HSTS } from './security';

// passes: sqlite

// Issue 17: no Strict-Transport-Security anywhere. The server sends it for HTTPS requests only (a TLS
// socket, or a trusted proxy's X-Forwarded-Proto), and the nginx template terminates TLS with it.

const TEMPLATE = readFileSync(new URL('../../../../deploy/nginx.conf.template', import.meta.url), 'utf8');

const echo: FastifyPluginAsync = async (app) => {
  app.get('/__test/scheme', async (request) => ({ protocol: request.protocol }));
};

let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  direct = await startTestServer({ plugins: [echo], trustProxy: false });
  proxied = await startTestServer({ plugins: [echo], trustProxy: loadEnv({ TRUST_PROXY: '127.0.0.1' }).trustProxy });
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

const proto = (scheme: string) => ({ headers: { 'x-forwarded-proto': scheme } });

describe('the server sends HSTS over HTTPS only', () => {
  it('sends it when the trusted proxy says https, on pages, API answers and errors alike', async () => {
    for (const path of ['/__test/scheme', '/healthz', '/api/v1/no-such-call']) {
      const res = await proxied.fetch(path, proto('https'));
      expect([path, res.headers.get('strict-transport-security')]).toEqual([path, HSTS]);
    }
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });

  it('never over plain HTTP: not from the trusted proxy saying http, not when the proxy is not trusted', async () => {
    expect((await proxied.fetch('/__test/scheme', proto('http'))).headers.get('strict-transport-security')).toBeNull();
    expect((await proxied.fetch('/__test/scheme')).headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY anyone could send the header: it is ignored, the socket is plain HTTP.
    const forged = await direct.fetch<{ protocol: string }>('/__test/scheme', proto('https'));
    expect(forged.json.protocol).toBe('http');
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});

/** Debian's nginx, else the first on PATH (CI installs it: .ci/run). */
function nginxBinary(): string {
  const dirs = ['/usr/sbin', ...(process.env.PATH ?? '').split(':')];
  const found = dirs.map((dir) => join(dir, 'nginx')).find((path) => existsSync(path));
  if (!found) throw new Error('nginx not found: apt-get install -y nginx');
  return found;
}

/** GET over HTTPS trusting the test's self-signed certificate: status and headers. */
function httpsGet(url: string, ca: Buffer): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ca, servername: 'localhost', headers: { host: 'localhost' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitListening(url: string, get: () => Promise<unknown>, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}) before ${url} answered`);
    try {
      await get();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

describe('deploy/nginx.conf.template', () => {
  it('renders for plain HTTP on loopback (scripts/cluster.mts) without a TLS line, and nginx accepts it', async () => {
    const conf = renderNginxConf(TEMPLATE, '127.0.0.1:8080', ['127.0.0.1:8081', '127.0.0.1:8082']);
    const directives = conf.split('\n').filter((line) => !line.trim().startsWith('#'));
    expect(directives.join('\n')).not.toMatch(/ssl|TLS_|return 301|\$\{/);
    expect(conf).toContain('listen 127.0.0.1:8080;');
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-plain-'));
    try {
      mkdirSync(join(prefix, 'tmp'));
      writeFileSync(join(prefix, 'nginx.conf'), conf);
      execFileSync(nginxBinary(), ['-t', '-q', '-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], { stdio: 'pipe' });
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('with certificates: HTTPS answers with one HSTS header, plain HTTP redirects to HTTPS', async () => {
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-tls-'));
    let nginx: ChildProcess | undefined;
    try {
      mkdirSync(join(prefix, 'tmp'));
      // As root, nginx's workers run unprivileged: they must reach the prefix's temp folders.
      for (const dir of [prefix, join(prefix, 'tmp')]) chmodSync(dir, 0o755);
      const [cert, key] = [join(prefix, 'cert.pem'), join(prefix, 'key.pem')];
      execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert], { stdio: 'pipe' });
      const [httpPort, httpsPort] = [await freePort(), await freePort()];
      const upstream = new URL(proxied.url).host;
      const conf = renderNginxConf(TEMPLATE, `127.0.0.1:${httpPort}`, [upstream], { listen: `127.0.0.1:${httpsPort}`, cert, key });
      expect(conf).not.toMatch(/# plain$|\$\{/m);
      writeFileSync(join(prefix, 'nginx.conf'), conf);
      const args = ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'];
      execFileSync(nginxBinary(), ['-t', '-q', ...args], { stdio: 'pipe' });
      nginx = spawn(nginxBinary(), args, { stdio: 'ignore' });
      const ca = readFileSync(cert);
      const secure = `https://127.0.0.1:${httpsPort}/healthz`;
      await waitListening(secure, () => httpsGet(secure, ca), nginx);

      const res = await httpsGet(secure, ca);
      expect(res.status).toBe(200);
      // The server's own copy (it was told https) is hidden: exactly one header, nginx's.
      expect(res.headers['strict-transport-security']).toBe(HSTS);
      const missing = await httpsGet(`https://127.0.0.1:${httpsPort}/api/v1/no-such-call`, ca);
      expect(missing.headers['strict-transport-security']).toBe(HSTS);

      const plain = await new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
        httpGet(`http://127.0.0.1:${httpPort}/finance/withdraw?x=1`, { headers: { host: 'site.example' } }, (r) => {
          r.resume();
          r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers }));
        }).on('error', reject);
      });
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe('https://site.example/finance/withdraw?x=1');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      nginx?.kill('SIGTERM');
      if (nginx && nginx.exitCode === null) await new Promise((resolve) => nginx?.once('exit', resolve));
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
