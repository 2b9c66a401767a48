import { BlockList, isIP } from 'node:net';

/** The allow-list of STAFF_ALLOWED_ADDRESSES (addresses and CIDRs, checked by env.ts), or undefined for any address. */
export function addressList(entries: readonly string[] | undefined): BlockList | undefined {
  if (!entries || entries.length === 0) return undefined;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** Whether the caller's address (request.ip: the proxy's X-Forwarded-For only when TRUST_PROXY believes it) may use the back office. */
export function addressAllowed(list: BlockList | undefined, ip: string): boolean {
  if (!list) return true;
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return isIP(v4) === 4 ? list.check(v4, 'ipv4') : list.check(ip, 'ipv6');
}
