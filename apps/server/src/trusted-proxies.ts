import { isIPv4, isIPv6 } from 'node:net';

/**
 * Ranges Fastify's proxy check (proxy-addr) knows by name: 127.0.0.0/8 and ::1, the link-local
 * and the private (unique local) ranges.
 */
export const namedProxyRanges = ['loopback', 'linklocal', 'uniquelocal'] as const;

/** Why one entry of TRUST_PROXY is not an address, a CIDR range or a named range; undefined if it is one. */
function entryProblem(entry: string): string | undefined {
  if ((namedProxyRanges as readonly string[]).includes(entry)) return undefined;
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return `"${entry}" has more than one "/"`;
  const bits = isIPv4(address) ? 32 : isIPv6(address) ? 128 : 0;
  if (bits === 0)
    return `"${entry}" is not an IP address, a CIDR range or one of ${namedProxyRanges.join(', ')}`;
  if (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits)) {
    return `"${entry}" has a prefix length that is not 0 to ${bits}`;
  }
  return undefined;
}

export type TrustedProxies = { proxies: readonly string[] } | { problem: string };

/**
 * Reads TRUST_PROXY: the addresses of the reverse proxies whose X-Forwarded-For and
 * X-Forwarded-Proto headers are believed, separated by commas. Only the listed peers are
 * believed, so a visitor who connects directly cannot pick their own address. `false` means no
 * proxy; `true` (believe anyone) is refused, since it lets every visitor forge the header.
 */
export function parseTrustedProxies(value: string): TrustedProxies {
  const trimmed = value.trim();
  if (trimmed === 'false') return { proxies: [] };
  if (trimmed === 'true') {
    return {
      problem:
        "must list the proxy's addresses (for example 127.0.0.1 or 10.0.0.0/8), not true: believing every address lets any visitor forge X-Forwarded-For",
    };
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) return { problem: 'has an empty entry between commas' };
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem !== undefined) return { problem: `must list proxy addresses: ${problem}` };
  }
  return { proxies: entries };
}
