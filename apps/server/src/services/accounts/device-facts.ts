import type { DeviceFacts, DeviceKind } from '@site/contract';
import { isIP } from 'node:net';
import { addressKey } from '../risk/address-key';

/**
 * What a login's User-Agent and address say about the device (issue 39), without a parser library or a
 * geolocation service: the browser and OS families that matter on a betting site's traffic, and the address's
 * network (an IPv4 /24, an IPv6 /48) or "local" for a private one. An unknown User-Agent is "unknown", not a guess.
 */

interface Agent {
  device: DeviceKind;
  browser: string | null;
  os: string | null;
}

/** Browser rules in order: the in-app and derived browsers before the engines they carry (Edge and Opera say Chrome too). */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bLine\/([\d]+)/i, 'LINE'],
  [/\bFB(?:AN|AV)(?:\/(\d+))?/, 'Facebook'],
  [/\bEdgA?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\bHeadlessChrome\/(\d+)/, 'Chrome'],
  [/\bChrome\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]*\s.*Safari\//, 'Safari'],
];

function browserOf(ua: string): string | null {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return match[1] && name !== 'LINE' ? `${name} ${match[1]}` : name;
  }
  return null;
}

function osOf(ua: string): string | null {
  const android = /Android (\d+)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)/.exec(ua);
  if (ios) return `iOS ${ios[1]}`;
  if (/Windows NT/.test(ua)) return 'Windows';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}

function deviceOf(ua: string, os: string | null): DeviceKind {
  if (/iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))) return 'tablet';
  if (/Mobi|iPhone|iPod/.test(ua)) return 'phone';
  return os ? 'desktop' : 'unknown';
}

/** The device kind, browser and OS a User-Agent names (each unknown when it does not). */
export function agentOf(userAgent: string | null | undefined): Agent {
  const ua = (userAgent ?? '').slice(0, 512);
  if (!ua) return { device: 'unknown', browser: null, os: null };
  const os = osOf(ua);
  return { device: deviceOf(ua, os), browser: browserOf(ua), os };
}

/** Private (RFC 1918, RFC 4193), loopback, link-local and carrier-grade NAT addresses: no place on the internet. */
function isLocal(address: string): boolean {
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
  }
  return address === '::1' || /^f[cd]/.test(address) || /^fe[89ab]/.test(address);
}

/** The network an address belongs to: an IPv4 /24, an IPv6 /48; null for no address. */
export function networkOf(address: string | null | undefined): { network: string | null; localNetwork: boolean } {
  if (!address) return { network: null, localNetwork: false };
  const key = addressKey(address);
  if (isIP(key) === 4) return { network: `${key.split('.').slice(0, 3).join('.')}.0/24`, localNetwork: isLocal(key) };
  if (key.endsWith('::/64')) {
    const plain = address.trim().toLowerCase().split('%')[0] ?? '';
    return { network: `${key.split(':').slice(0, 3).join(':')}::/48`, localNetwork: isLocal(plain) };
  }
  return { network: null, localNetwork: false };
}

/** A session's or a login's facts as the contract shows them, `caller` being the asking request's address. */
export function deviceFacts(userAgent: string | null | undefined, address: string | null | undefined, caller: string): DeviceFacts {
  const place = networkOf(address);
  return { ...agentOf(userAgent), ...place, sameNetwork: place.network !== null && place.network === networkOf(caller).network };
}
