// Renders deploy/nginx.conf.template (deploy/README.md): scripts/cluster.mts for plain HTTP on loopback,
// the server tests (http/hsts.test.ts) with and without TLS.

/** TLS termination in nginx: the HTTPS listen address and the certificate files (PEM). */
export interface NginxTls {
  /** e.g. `443` or `127.0.0.1:8443`; the plain `listen` then only redirects to HTTPS. */
  listen: string;
  cert: string;
  key: string;
}

/**
 * The template with its placeholders filled: the line holding ${SERVER} once per server. With
 * `options.backofficeHost`, the back office's own server block (and the player host's 404 for it) is kept. Without
 * `tls`, the lines marked `# tls` and the block between `# tls-begin` and `# tls-end` are left out
 * (a plain-HTTP nginx, as on loopback); with it, the lines marked `# plain` are.
 */
export function renderNginxConf(template: string, listen: string, servers: string[], tls?: NginxTls, options: { backofficeHost?: string | undefined } = {}): string {
  const kept: string[] = [];
  const own = Boolean(options.backofficeHost);
  let inTlsBlock = false;
  let inBackofficeBlock = false;
  for (const line of template.split('\n')) {
    const marker = line.trim();
    if (marker === '# tls-begin' || marker === '# tls-end') {
      inTlsBlock = marker === '# tls-begin';
      continue;
    }
    if (marker === '# backoffice-host-begin' || marker === '# backoffice-host-end') {
      inBackofficeBlock = marker === '# backoffice-host-begin';
      continue;
    }
    if (!tls && (inTlsBlock || /#\s*tls$/.test(line))) continue;
    if (tls && /#\s*plain$/.test(line)) continue;
    // The back office: under /backoffice/ on the player host (default), or on a host of its own (BACKOFFICE_HOST).
    if (!own && (inBackofficeBlock || /#\s*backoffice-host$/.test(line))) continue;
    if (own && /#\s*backoffice-shared$/.test(line)) continue;
    kept.push(...(line.includes('${SERVER}') ? servers.map((s) => line.replace('${SERVER}', s)) : [line]));
  }
  const text = kept.join('\n').replaceAll('${LISTEN}', listen).replaceAll('${BACKOFFICE_HOST}', options.backofficeHost ?? '');
  return tls ? text.replaceAll('${TLS_LISTEN}', tls.listen).replaceAll('${TLS_CERT}', tls.cert).replaceAll('${TLS_KEY}', tls.key) : text;
}
