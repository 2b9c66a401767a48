import { allEndpoints } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { xml } from '../assets/hash';
import { buildOpenApi, servedPath } from '../openapi';

/** /api/docs: a plain HTML index of the contract (no scripts, CSP-safe) and the OpenAPI JSON. */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const document = buildOpenApi(allEndpoints);
  const rows = [...allEndpoints]
    .sort((a, b) => servedPath(a).localeCompare(servedPath(b)))
    .map(
      (e) =>
        `<tr><td class="m ${e.method.toLowerCase()}">${e.method}</td><td><code>${xml(servedPath(e))}</code></td><td>${xml(e.summary)}</td><td>${
          [e.auth === 'agent' ? 'agent login' : e.auth ? 'login' : '', e.idempotent ? 'idempotent' : '', e.extension ? 'extension' : ''].filter(Boolean).join(', ') || ''
        }</td></tr>`,
    )
    .join('\n');
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Player site API</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#1f2937}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.4rem .6rem;text-align:left;vertical-align:top}
.m{font-weight:700;font-family:ui-monospace,monospace}.get{color:#047857}.post{color:#1d4ed8}.put{color:#b45309}.delete{color:#b91c1c}
code{font-family:ui-monospace,monospace}
</style></head><body>
<h1>Player site API</h1>
<p>Every <code>/api</code> call needs the sign headers (<code>device-id</code>, <code>os-type</code>, <code>timestamp</code>, <code>platform-code</code>, <code>sign</code>).
Success: <code>{"code":"000000","msg":"success","data":…}</code>; failure: a 4xx/5xx status with a catalogued code.
Machine-readable: <a href="/api/docs/openapi.json">OpenAPI 3.1 JSON</a>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th><th>Flags</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;

  app.get('/api/docs', (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page));
  app.get('/api/docs/openapi.json', (_request, reply) => reply.header('cache-control', 'no-cache').send(document));
}
