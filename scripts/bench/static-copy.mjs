// Static copies of the measured pages (issue 22, DESIGN 8): what a page's content costs with no client work.
// A copy is the DOM the app renders, taken from Chromium after the app ran (a first visit on the screen and with
// the user agent of Lighthouse's mobile preset, until the network is quiet), with its scripts removed: every
// <script> (the app's modules and the ssr-state JSON), modulepreload links and preloads of scripts or fetches,
// and inline event handlers. The copy server answers the copies' paths with them and passes every other request
// (pictures, CSS, fonts, the manifest) to our bench server as it is, so the copies load the same bytes from the
// same server, on one origin as the app's pages do.
import { Agent, createServer, request as httpRequest } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';

/** After the network is quiet, a little more for work started on the load event (app/afterLoad.ts). */
const SETTLE_MS = 1500;
/** Headers of the app's answer that are not the copy's: the hop's, the body's own, per-request ones. */
const NOT_COPIED = /^(connection|keep-alive|transfer-encoding|content-length|content-encoding|etag|last-modified|date|set-cookie|x-ratelimit-.*)$/i;

/** In the page: removes what runs or is only there for a script; answers how many of each went. */
function removeScripts() {
  const gone = { scripts: 0, links: 0, handlers: 0 };
  for (const element of document.querySelectorAll('script')) {
    element.remove();
    gone.scripts++;
  }
  for (const element of document.querySelectorAll('link[rel~="modulepreload" i], link[as="script" i], link[as="fetch" i], link[as="worker" i]')) {
    element.remove();
    gone.links++;
  }
  for (const element of document.querySelectorAll('*')) {
    for (const { name } of [...element.attributes]) {
      if (!/^on/i.test(name)) continue;
      element.removeAttribute(name);
      gone.handlers++;
    }
  }
  return gone;
}

/**
 * Opens each path of `baseUrl` in a fresh context, waits for the app to have run, and answers per path
 * `{ html, headers, removed, language, request }`: the DOM without its scripts, the app's response headers worth
 * keeping, what was removed, the page's `lang` (the Accept-Language is Chromium's own, as under Lighthouse) and
 * the navigation's user agent, Accept-Language and Accept.
 */
export async function captureStaticCopies(baseUrl, paths) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const copies = new Map();
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile: true, hasTouch: true, userAgent: userAgents.mobile });
      try {
        const page = await context.newPage();
        const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
        if (!response?.ok()) throw new Error(`static copy of ${path}: HTTP ${response?.status() ?? 'no answer'}`);
        await page.waitForTimeout(SETTLE_MS);
        const removed = await page.evaluate(removeScripts);
        const language = await page.evaluate(() => document.documentElement.lang);
        const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !NOT_COPIED.test(name)));
        // What the browser asked with, so the floor (floor.mjs) gets the same markup from our server.
        const asked = await response.request().allHeaders();
        const request = Object.fromEntries(['user-agent', 'accept-language', 'accept'].filter((name) => asked[name]).map((name) => [name, asked[name]]));
        copies.set(path, { html: await page.content(), headers, removed, language, request });
      } finally {
        await context.close();
      }
    }
    return copies;
  } finally {
    await browser.close();
  }
}

/** The copy's body in the encoding the browser accepts best (br, then gzip), as our server sends its HTML. */
function encoded(prepared, acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return { body: prepared.br, encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding)) return { body: prepared.gzip, encoding: 'gzip' };
  return { body: prepared.plain, encoding: undefined };
}

/**
 * Serves `copies` (path -> { html, headers }, or { body, headers } for a file that is not a page) on a free port of 127.0.0.1 and passes every other request to
 * `upstream` (our bench server) on kept-alive connections. Addresses of `upstream` in a copy are rewritten to
 * the copy server's own, so the copy stays on one origin. Answers `{ url, stop }`.
 */
export async function startCopyServer(upstream, copies) {
  const agent = new Agent({ keepAlive: true });
  const target = new URL(upstream);
  const prepared = new Map();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const copy = prepared.get(path);
    if (copy && (req.method === 'GET' || req.method === 'HEAD')) {
      const { body, encoding } = encoded(copy, req.headers['accept-encoding']);
      res.writeHead(200, { ...copy.headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const headers = { ...req.headers, host: target.host };
    delete headers.connection;
    const forward = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers, agent }, (answer) => {
      const kept = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !/^(connection|keep-alive)$/i.test(name)));
      res.writeHead(answer.statusCode ?? 502, kept);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  for (const [path, copy] of copies) {
    const plain = Buffer.from(copy.body ?? copy.html.replaceAll(upstream, url));
    prepared.set(path, { headers: copy.headers, plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) });
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
