/**
 * Which IP addresses a user-given URL must never reach: loopback, private, link-local, cloud
 * metadata and otherwise non-public ranges. Plain TypeScript (no `node:net`), so the same list
 * judges a URL in a browser form, when a route saves it and when the core's outgoing guard
 * connects (core/src/net/outgoingUrlGuard.ts).
 */

type Range = readonly [network: string, prefix: number];

const ipv4Ranges: readonly Range[] = [
  ['0.0.0.0', 8], // "this" network; 0.0.0.0 reaches the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (Alibaba's metadata is 100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, with the AWS/GCP/Azure metadata address 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255
];

const ipv6Ranges: readonly Range[] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 maps IPv4 into here: judged by the IPv4 address instead
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local, with AWS's fd00:ec2::254
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];

/** The four bytes of a dotted IPv4 address, or null. */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (/^(0|[1-9]\d{0,2})$/.test(part) ? Number(part) : 256));
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/** The sixteen bytes of an IPv6 address (`::` shortening, a dotted IPv4 tail, a `%zone` allowed), or null. */
export function parseIpv6(text: string): number[] | null {
  const address = text.replace(/%.*$/, '');
  if (!/^[0-9a-fA-F:.]+$/.test(address) || !address.includes(':')) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    const pieces = half.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (!v4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...new Array<number>(missing).fill(0), ...tail];
  return all.flatMap((group) => [group >> 8, group & 255]);
}

/** 4, 6, or 0 when the text is no IP address (the way `node:net`'s isIP answers). */
export function ipVersion(text: string): 0 | 4 | 6 {
  if (parseIpv4(text)) return 4;
  return parseIpv6(text) ? 6 : 0;
}

function inRange(bytes: number[], network: number[], prefix: number): boolean {
  for (let bit = 0; bit < prefix; bit += 8) {
    const bits = Math.min(8, prefix - bit);
    const mask = (0xff << (8 - bits)) & 0xff;
    if ((bytes[bit / 8]! & mask) !== (network[bit / 8]! & mask)) return false;
  }
  return true;
}

const v4Networks = ipv4Ranges.map(([network, prefix]) => [parseIpv4(network)!, prefix] as const);
const v6Networks = ipv6Ranges.map(([network, prefix]) => [parseIpv6(network)!, prefix] as const);

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) address. */
function embeddedIpv4(bytes: number[]): number[] | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const mapped = zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff;
  const translated = zeros(0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zeros(10, 12);
  const nat64 = bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12);
  return mapped || translated || nat64 ? bytes.slice(12) : null;
}

/** Is this an address user-given URLs must not reach? Anything that is no IP address counts as one. */
export function isForbiddenAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4) return v4Networks.some(([network, prefix]) => inRange(v4, network, prefix));
  const v6 = parseIpv6(address);
  if (!v6) return true;
  const embedded = embeddedIpv4(v6);
  if (embedded) return v4Networks.some(([network, prefix]) => inRange(embedded, network, prefix));
  return v6Networks.some(([network, prefix]) => inRange(v6, network, prefix));
}
