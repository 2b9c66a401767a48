import { isBrandId, type BrandId } from '@site/contract';
import { PasskeyErrors } from './passkey-errors';

/**
 * A passkey's relying party (issue 39): the RP id a credential is scoped to and the page origins whose assertions
 * are believed. Configured per brand and host with PASSKEY_SITES (env.ts): comma-separated `brand:rpId=origin|origin`,
 * e.g. `jade:jade.example=https://jade.example|https://m.jade.example`. A request is served by the entry of its brand
 * whose RP id is its host or a parent domain of it. Without one: outside production the RP id is the request's host
 * name and the origin the site's own (its scheme and Host; a development proxy's page on the same host name too);
 * in production passkeys are not offered there (013030), never guessed from what a client sends.
 */
export interface PasskeySite {
  brand: BrandId;
  rpId: string;
  origins: string[];
}

export interface RelyingParty {
  rpId: string;
  origins: string[];
}

/** Parses PASSKEY_SITES; throws a readable error on a bad entry. */
export function parsePasskeySites(text: string | undefined): PasskeySite[] {
  const entries = (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return entries.map((entry) => {
    const match = /^([a-z]+):([a-z0-9.-]+)=(.+)$/i.exec(entry);
    const brand = match?.[1]?.toLowerCase();
    const rpId = match?.[2]?.toLowerCase();
    const origins = (match?.[3] ?? '').split('|').map((o) => o.trim()).filter(Boolean);
    if (!match || !isBrandId(brand) || !rpId || origins.length === 0) throw new Error(`PASSKEY_SITES: expected brand:rpId=origin|origin, got ${entry}`);
    for (const origin of origins) {
      const url = URL.canParse(origin) ? new URL(origin) : undefined;
      const host = url?.hostname.toLowerCase();
      if (!url || url.origin !== origin || !host || !(host === rpId || host.endsWith(`.${rpId}`))) {
        throw new Error(`PASSKEY_SITES: ${origin} is not an origin on ${rpId}`);
      }
    }
    return { brand, rpId, origins };
  });
}

/** What the route read of the request: its host name (http/request-host.ts), scheme, Host with port, Origin header. */
export interface PasskeyRequest {
  host: string;
  protocol: string;
  hostWithPort: string;
  originHeader: string | undefined;
}

/** The relying party serving this request's brand and host (013030 in production when none is configured). */
export function relyingParty(request: PasskeyRequest, brand: BrandId, sites: readonly PasskeySite[], production: boolean): RelyingParty {
  const { host } = request;
  const site = sites.find((s) => s.brand === brand && (host === s.rpId || host.endsWith(`.${s.rpId}`)));
  if (site) return { rpId: site.rpId, origins: site.origins };
  if (production || !host) throw PasskeyErrors.unavailable();
  const own = `${request.protocol}://${request.hostWithPort}`;
  // A development proxy (Vite's, changeOrigin) passes the API host on: its page on the same host name is the site's too.
  const header = request.originHeader;
  const proxied = header !== undefined && URL.canParse(header) && new URL(header).hostname === host ? new URL(header).origin : undefined;
  return { rpId: host, origins: proxied && proxied !== own ? [own, proxied] : [own] };
}
