import ipaddr from 'ipaddr.js';

/**
 * The key under which a client address is counted. An IPv6 client usually holds a whole /64 (and
 * can pick any address in it), so IPv6 addresses are counted by their /64; IPv4-mapped IPv6
 * addresses count as the IPv4 address they carry.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
