import { isIPv6 } from "node:net";

/**
 * The unit a per-client limit counts: an IPv4 address, or the /64 around an
 * IPv6 address. One subscriber gets a whole /64 and can rotate through it at
 * will, so counting single IPv6 addresses would count nothing.
 */
export function clientNetwork(ip: string): string {
  const mappedV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mappedV4) return mappedV4[1]!;
  const address = ip.split("%")[0]!;
  if (!isIPv6(address)) return ip;
  const [head = "", tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
