/** TLS termination in nginx: the HTTPS listen address and the certificate files (PEM). */
export interface NginxTls {
    /** e.g. `443` or `127.0.0.1:8443`; the plain `listen` then only redirects to HTTPS. */
    listen: string;
    cert: string;
    key: string;
}
/**
 * The template with its placeholders filled: the line holding ${SERVER} once per server. Without
 * `tls`, the lines marked `# tls` and the block between `# tls-begin` and `# tls-end` are left out
 * (a plain-HTTP nginx, as on loopback); with it, the lines marked `# plain` are.
 */
export declare function renderNginxConf(template: string, listen: string, servers: string[], tls?: NginxTls): string;
