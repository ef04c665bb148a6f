import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The address ranges the server does not fetch from on a configured address's behalf (decision
 * 074): a feed address the owner pastes, or a calendar service's redirect, could otherwise make the
 * server read its own host, its private network or a cloud metadata service.
 */
const refusedRanges: [kind: string, network: string, prefix: number][] = [
  ['loopback', '127.0.0.0', 8],
  ['loopback', '::1', 128],
  ['private', '10.0.0.0', 8],
  ['private', '172.16.0.0', 12],
  ['private', '192.168.0.0', 16],
  ['private', 'fc00::', 7],
  ['link-local', '169.254.0.0', 16],
  ['link-local', 'fe80::', 10],
  ['unspecified', '0.0.0.0', 8],
  ['unspecified', '::', 128],
  ['shared (carrier-grade NAT)', '100.64.0.0', 10],
  ['multicast', '224.0.0.0', 4],
  ['multicast', 'ff00::', 8],
  ['reserved', '240.0.0.0', 4],
];

const lists = refusedRanges.map(([kind, network, prefix]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, isIP(network) === 6 ? 'ipv6' : 'ipv4');
  return { kind, range: `${network}/${prefix}`, list };
});

/** The setting that lets the server fetch from the ranges above. */
export const allowPrivateSetting = 'FETCH_ALLOW_PRIVATE=1';

/** An address refused by the rule above; its message names the rule and the setting. */
export class OutboundAddressError extends Error {
  override name = 'OutboundAddressError';
}

/** The refused range an IP address is in (IPv4-mapped IPv6 counts as IPv4), or null. */
export function refusedRangeOf(address: string): { kind: string; range: string } | null {
  const family = isIP(address);
  if (family === 0) return null;
  const found = lists.find(({ list }) => list.check(address, family === 6 ? 'ipv6' : 'ipv4'));
  return found ? { kind: found.kind, range: found.range } : null;
}

function refusal(host: string, refused: { kind: string; range: string }): OutboundAddressError {
  return new OutboundAddressError(
    `${host} is a ${refused.kind} address (${refused.range}); the server fetches only from public ` +
      `addresses unless the owner sets ${allowPrivateSetting}`,
  );
}

/** Which range, if any, refuses an address: `refusedRangeOf`, or a narrower rule in tests. */
export type RangeRule = (address: string) => { kind: string; range: string } | null;

/** Throws OutboundAddressError when `hostname` is an IP address in a refused range. */
export function checkLiteralHost(hostname: string, rule: RangeRule = refusedRangeOf): void {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  const refused = isIP(bare) === 0 ? null : rule(bare);
  if (refused) throw refusal(bare, refused);
}

/**
 * A `lookup` for node:net/http/https that resolves a name, refuses it when any of its addresses is
 * in a refused range, and hands the connection the very addresses it checked: the check and the
 * connection cannot see two different answers (DNS rebinding). IP literals never reach a lookup;
 * check them with checkLiteralHost.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  guardedLookupWith(refusedRangeOf)(hostname, options, callback);
};

/** guardedLookup with another rule. */
export const guardedLookupWith =
  (rule: RangeRule): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      for (const entry of addresses) {
        const refused = rule(entry.address);
        if (refused) {
          callback(refusal(`${hostname} resolves to ${entry.address}, which`, refused), '', 0);
          return;
        }
      }
      if (options.all) {
        (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
        return;
      }
      const first = addresses[0];
      if (!first)
        callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
      else callback(null, first.address, first.family);
    });
  };

/** Throws OutboundAddressError when `hostname` is, or resolves to, an address in a refused range. */
export async function checkOutboundHost(hostname: string, rule: RangeRule = refusedRangeOf): Promise<void> {
  checkLiteralHost(hostname, rule);
  if (isIP(hostname.replace(/^\[(.*)\]$/, '$1')) !== 0) return;
  await new Promise<void>((resolve, reject) => {
    guardedLookupWith(rule)(hostname, { all: true }, (error) => (error ? reject(error) : resolve()));
  });
}
