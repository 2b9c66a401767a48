import type { FastifyInstance, FastifyReply } from 'fastify';
import { xml } from '../assets/hash';
import { CONTENT_SECURITY_POLICY } from '../http/security';
import { latestCodes } from '../services/accounts/codes';
import { authorise, devLineId, pendingState } from '../services/accounts/line';

/**
 * Development helpers, registered only when NODE_ENV is not production:
 * - GET /dev/outbox: the latest SMS and voice codes as an HTML table;
 * - GET /dev/outbox.json?telephone=: the same as JSON, for tests;
 * - GET/POST /dev/line/authorize: the LINE authorisation stand-in.
 * Pages are plain HTML with a stylesheet in <style>: no script at all (CSP).
 */
const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1f2937;background:#f8fafc}
table{border-collapse:collapse;background:#fff}td,th{border:1px solid #e5e7eb;padding:.35rem .7rem;text-align:left}
.code{font:700 18px ui-monospace,monospace;letter-spacing:.1em}.used{color:#9ca3af;text-decoration:line-through}
.card{max-width:380px;margin:3rem auto;background:#fff;border-radius:12px;box-shadow:0 4px 24px #0001;padding:2rem;text-align:center}
.badge{display:inline-block;background:#06c755;color:#fff;font-weight:700;border-radius:8px;padding:.3rem .8rem}
button{background:#06c755;color:#fff;border:0;border-radius:8px;padding:.7rem 2rem;font-size:16px;cursor:pointer}
input{padding:.5rem;border:1px solid #d1d5db;border-radius:6px;width:80%}a{color:#6b7280}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${xml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function html(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export async function devRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.site;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/dev/outbox', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const rows = await latestCodes(db, { telephone: text(query.telephone), limit: 100 });
    const now = new Date().toISOString();
    const lines = rows
      .map((r) => {
        const state = r.usedAt ? 'used' : r.expiresAt <= now ? 'expired' : 'valid';
        return `<tr class="${state === 'valid' ? '' : 'used'}"><td>${xml(r.createdAt)}</td><td>${xml(r.channel)}</td><td>+${xml(r.countryCode)} ${xml(r.telephone)}</td><td>${r.requestType}</td><td class="code">${xml(r.code)}</td><td>${state}</td></tr>`;
      })
      .join('');
    const table = rows.length
      ? `<table><thead><tr><th>Sent (UTC)</th><th>Channel</th><th>Number</th><th>Request type</th><th>Code</th><th>State</th></tr></thead><tbody>${lines}</tbody></table>`
      : '<p>No codes sent yet.</p>';
    return html(
      reply,
      page('Outbox (development)', `<h1>SMS / voice outbox</h1><p>Development only: codes the server would have sent. Newest first; reload to refresh.</p><form method="get"><input name="telephone" placeholder="Filter by number" value="${xml(text(query.telephone))}"> <button>Filter</button></form><br>${table}`),
    );
  });

  app.get('/dev/outbox.json', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    return reply.header('cache-control', 'no-store').send(await latestCodes(db, { telephone: text(query.telephone), limit: 50 }));
  });

  app.get('/dev/line/authorize', async (request, reply) => {
    const state = text((request.query as Record<string, unknown>).state);
    const row = state ? await pendingState(db, state) : undefined;
    if (!row) return html(reply, page('LINE (development stand-in)', '<div class="card"><h1>Link expired</h1><p>This authorisation request is unknown or has expired.</p></div>'), 400);
    const back = new URL(row.redirect_url);
    back.searchParams.set('error', 'access_denied');
    // A browser applies form-action to the redirect after the POST: allow the page's origin too.
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY.replace("form-action 'self'", `form-action 'self' ${new URL(row.redirect_url).origin}`));
    return html(
      reply,
      page(
        'LINE (development stand-in)',
        `<div class="card"><span class="badge">LINE</span><h1>LINE (development stand-in)</h1><p>A site asks to use your LINE profile (name and picture) to log you in.</p><form method="post" action="/dev/line/authorize"><input type="hidden" name="state" value="${xml(state)}"><p><label>LINE display name<br><input name="displayName" value="LINE 玩家" maxlength="20" required></label></p><p><button type="submit">Allow</button></p></form><p><a href="${xml(back.toString())}">Cancel</a></p><p><small>The same display name is the same fake LINE user.</small></p></div>`,
      ),
    );
  });

  app.post('/dev/line/authorize', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const displayName = text(body.displayName).trim().slice(0, 20) || 'LINE 玩家';
    const target = await authorise(db, text(body.state), { lineId: devLineId(displayName), displayName, pictureUrl: '' });
    if (!target) return html(reply, page('LINE (development stand-in)', '<div class="card"><h1>Link expired</h1><p>Start the LINE login again.</p></div>'), 400);
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });
}
