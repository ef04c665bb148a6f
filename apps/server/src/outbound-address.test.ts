import { describe, expect, it } from 'vitest';
import { checkOutboundHost, OutboundAddressError, refusedRangeOf } from './outbound-address';

describe('the outbound address guard (decision 074)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['fc00::1', 'private'],
    ['fdff:ffff::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['100.64.0.1', 'shared (carrier-grade NAT)'],
    ['100.127.255.254', 'shared (carrier-grade NAT)'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(refusedRangeOf(address)?.kind).toBe(kind);
  });

  it.each(['93.184.216.34', '172.32.0.1', '100.128.0.1', '8.8.8.8', '2606:4700::1111', '11.0.0.1'])(
    'lets the public address %s through',
    (address) => {
      expect(refusedRangeOf(address)).toBeNull();
    },
  );

  it('checks what a name resolves to, and IP literals in brackets', async () => {
    await expect(checkOutboundHost('localhost')).rejects.toThrow(OutboundAddressError);
    await expect(checkOutboundHost('localhost')).rejects.toThrow(
      /^localhost resolves to .*FETCH_ALLOW_PRIVATE=1$/,
    );
    await expect(checkOutboundHost('[::1]')).rejects.toThrow(
      '::1 is a loopback address (::1/128); the server fetches only from public addresses unless the owner sets FETCH_ALLOW_PRIVATE=1',
    );
    await expect(checkOutboundHost('93.184.216.34')).resolves.toBeUndefined();
  });
});
