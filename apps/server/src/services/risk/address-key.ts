import { isIP } from 'node:net';

/**
 * The one key every per-address limit counts (DESIGN 9; issue 33, finding 9): an IPv4 address as it is, an
 * IPv6 address by its /64, the network one subscriber is given (anyone with a /64 can use any of its 2^64
 * addresses, so counting each address let one household register 7 accounts past a cap of 5 and check 10
 * passwords past a lockout of 5). Used by the registration cap, the login lockout, code and captcha sends,
 * the request limits (beacons among them, app.ts's keyGenerator) and the live-event streams.
 *
 * - An IPv4-mapped IPv6 address (::ffff:192.0.2.1, what a dual-stack socket reports) is the IPv4 it is.
 * - An IPv6 address's zone (fe80::1%eth0) is dropped; IPv4 embedded in the last 32 bits is read as two groups.
 * - Anything else (not an address at all) is kept as it is, lower case, at most 64 characters.
 *
 * Examples: 2001:0db8:0001:0002:ffff::5 -> 2001:db8:1:2::/64; ::1 -> 0:0:0:0::/64.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase().split('%')[0] ?? '';
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return address.slice(0, 64);
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, an embedded IPv4 read as two groups). */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const left = groupsOf(head);
  if (tail === undefined) return left;
  const right = groupsOf(tail);
  return [...left, ...Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0), ...right];
}
