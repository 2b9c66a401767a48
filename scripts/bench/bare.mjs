// The limit beside our server, in the same run (issue 22): a bare Node server (node:http, no
// framework) that sends the very bytes and headers our server sent for the same request, measured
// by the same autocannon. Its requests/s is what this machine can do today with that body; ours is
// set beside it as a ratio.
import { createServer, request as httpRequest } from 'node:http';
import { signedHeaders } from './api.mjs';

/** Headers of the hop, not of the answer: node:http writes its own. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One request to our server, the body as sent (not decoded): status, headers and bytes. */
export function recordAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const kept = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !HOP_HEADERS.has(name)));
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A node:http server answering every request with `answer` (its status, headers and body). */
export function startBareServer(answer) {
  const headers = { ...answer.headers, 'content-length': String(answer.body.length) };
  const server = createServer((_req, res) => {
    res.writeHead(answer.status, headers);
    res.end(answer.body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

/** The URL and headers of a request for `path` as a browser with the SPA sends it (br accepted). */
export function requestOf(baseUrl, path) {
  const isApi = path.startsWith('/v');
  const target = isApi ? `${baseUrl}/api${path}` : `${baseUrl}${path}`;
  const headers = { ...(isApi ? signedHeaders(baseUrl) : {}), 'accept-encoding': 'br' };
  return { target, headers, isApi };
}

/**
 * Records our answer to `path` (an /api path, signed as the SPA signs, or a page such as `/`) with
 * `Accept-Encoding: br`, starts a bare server replaying it, and runs `measure(url)` against ours and
 * then the bare one (the same load each). Returns both results and the recorded answer's size.
 */
export async function besideBare(baseUrl, path, measure) {
  const { target, headers, isApi } = requestOf(baseUrl, path);
  const answer = await recordAnswer(target, headers);
  if (answer.status !== 200) throw new Error(`GET ${path}: HTTP ${answer.status}`);
  const bare = await startBareServer(answer);
  try {
    const ours = await measure(target, headers);
    const limit = await measure(`${bare.url}${isApi ? `/api${path}` : path}`, headers);
    return { ours, bare: limit, bytes: answer.body.length, encoding: answer.headers['content-encoding'] ?? 'identity' };
  } finally {
    await bare.stop();
  }
}
