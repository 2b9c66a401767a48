import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicContentGeneration } from '../services/public-changes';
import { requestHost, viaPublicEdge } from './request-host';

/**
 * Public answers compressed once (issue 22): a catalogue answer is the same for every visitor of a
 * language, brand and host, so its envelope is serialised, hashed and compressed (br, gzip) once per
 * content, not per request. A route marked `public` (http/route.ts) keeps, per request key (the URL
 * with its query, language, brand, host), the answer it sent for `freshMs`; after that the handler
 * runs again and, when the JSON is the same, the same compressed bytes and ETag are reused
 * (`byContent`), so only a content change compresses again and changes the ETag.
 */

/** How long a route reuses an answer before its handler runs again: the catalogue snapshot's time (services/games/rows.ts). */
export const PUBLIC_ANSWER_FRESH_MS = 2000;

/** Browsers and a CDN may hold it briefly; nginx (deploy/) holds it 1 s and asks again (maintenance wins). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30';
/** Every other API answer: personal, or not worth keeping. */
export const PRIVATE_CACHE_CONTROL = 'no-store';
/** What a public answer varies on besides its URL (and so its host: a testing host's games): the encoding, the language and brand headers, and a token (a player's answer is personal). */
export const PUBLIC_VARY = 'Accept-Encoding, language, lang, platform-code, token';

export interface PublicAnswer {
  /** Hash of the identity body (quoted in the ETag, with the encoding's suffix). */
  hash: string;
  identity: Buffer;
  /** Absent below COMPRESS_FROM bytes: not worth it (a small body may even grow). */
  br?: Buffer;
  gzip?: Buffer;
}

/** The smallest body sent compressed (as @fastify/compress's threshold in app.ts). */
export const COMPRESS_FROM = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function compressOnce(json: string): Promise<PublicAnswer> {
  const identity = Buffer.from(json, 'utf8');
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  if (identity.length < COMPRESS_FROM) return { hash, identity };
  // Once per content: the best compression is worth it (off the event loop, in libuv's pool).
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzip(identity, { level: 9 }),
  ]);
  return { hash, identity, br, gzip: gz };
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the request accepts of br, gzip, identity (a `q=0` refuses one). */
export function chooseEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (text === '') return 'identity';
  let br = false;
  let gz = false;
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gz = true;
    else if (name === '*') br = gz = true;
  }
  return br ? 'br' : gz ? 'gzip' : 'identity';
}

function etagOf(answer: PublicAnswer, encoding: Encoding): string {
  return encoding === 'identity' ? `"${answer.hash}"` : `"${answer.hash}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

/** Whether If-None-Match names this content (in any of its encodings; `*` too). */
function notModified(request: FastifyRequest, answer: PublicAnswer): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string' || header === '') return false;
  return header.trim() === '*' || header.includes(`"${answer.hash}`);
}

/** Sends a kept answer: 304 when the caller has it, else the bytes of the encoding it accepts. */
export function sendPublicAnswer(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer): FastifyReply {
  const accepted = chooseEncoding(request.headers['accept-encoding']);
  const body = accepted === 'identity' ? answer.identity : answer[accepted];
  const encoding = body ? accepted : 'identity';
  void reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', PUBLIC_VARY).header('etag', etagOf(answer, encoding));
  if (notModified(request, answer)) return reply.code(304).send();
  void reply.code(200).type('application/json; charset=utf-8');
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.send(body ?? answer.identity);
}

/**
 * The key of one public answer: everything it may depend on besides the database (a POST's body too, as the
 * contract parsed it: never the raw body, which may be nested too deep to stringify).
 * The host and the public edge are what decide a testing host's games (SPEC 6, http/request-host.ts).
 */
export function publicKey(request: FastifyRequest, lang: string, brand: string, parsedBody?: unknown): string {
  const key = `${request.method} ${request.url}\n${lang}\n${brand}\n${requestHost(request)}${viaPublicEdge(request) ? ' edge' : ''}`;
  return request.method === 'GET' ? key : `${key}\n${JSON.stringify(parsedBody ?? null)}`;
}

/**
 * One route's kept answers: by request key for `freshMs` (at most `maxKeys`, the oldest dropped
 * first), and their compressed bytes by content (at most `maxContents`), so the same content asked
 * under another key or again after `freshMs` is not compressed again.
 */
export function publicAnswerStore(freshMs: number, maxKeys = 1024, maxContents = 256, clock: () => number = Date.now) {
  // Each answer with the public content's generation it was made in: a back-office change drops it at once.
  const byKey = new Map<string, { at: number; generation: number; answer: PublicAnswer }>();
  const byContent = new Map<string, Promise<PublicAnswer>>();
  return {
    /** The answer kept for this key, while fresh. */
    fresh(key: string): PublicAnswer | undefined {
      const hit = byKey.get(key);
      if (!hit) return undefined;
      if (clock() - hit.at < freshMs && hit.generation === publicContentGeneration()) return hit.answer;
      byKey.delete(key);
      return undefined;
    },
    /** Keeps the envelope JSON just made for this key; its compressed bytes are made once per content. */
    async keep(key: string, json: string): Promise<PublicAnswer> {
      const generation = publicContentGeneration();
      let pending = byContent.get(json);
      if (pending) {
        // Most recently used last: the oldest content goes first.
        byContent.delete(json);
        byContent.set(json, pending);
      } else {
        if (byContent.size >= maxContents) byContent.delete(byContent.keys().next().value as string);
        pending = compressOnce(json);
        const made = pending;
        byContent.set(json, made);
        made.catch(() => {
          if (byContent.get(json) === made) byContent.delete(json);
        });
      }
      const answer = await pending;
      if (freshMs > 0) {
        byKey.delete(key);
        if (byKey.size >= maxKeys) byKey.delete(byKey.keys().next().value as string);
        byKey.set(key, { at: clock(), generation, answer });
      }
      return answer;
    },
  };
}

export type PublicAnswerStore = ReturnType<typeof publicAnswerStore>;
