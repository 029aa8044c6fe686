import net from 'node:net';

/** "::ffff:1.2.3.4" -> "1.2.3.4"; other addresses unchanged. */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Builds a block list from entries like "203.0.113.0/24", "2001:db8::/32" or a single address. */
export function buildAddressList(entries: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of entries) {
    const [address = '', prefixText] = entry.trim().split('/');
    const family = net.isIP(address);
    if (family === 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefixText === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefixText), type);
  }
  return list;
}

export function addressListContains(list: net.BlockList, ip: string): boolean {
  const address = normalizeIp(ip);
  const family = net.isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export function isCidrOrIp(entry: string): boolean {
  const [address = '', prefixText, ...rest] = entry.trim().split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefixText === undefined) return true;
  const prefix = Number(prefixText);
  return Number.isInteger(prefix) && prefix >= 0 && prefix <= (family === 4 ? 32 : 128);
}
