import { describe, expect, it } from 'vitest';
import { isCidrOrIp, normalizeIp } from '../../../lib/ip-address.js';
import { decideStatus, isRegionRestricted } from './region.js';

const base = { enabled: true, blockedCountries: [], blockedCidrs: [], allowedCidrs: [] };

describe('decideStatus', () => {
  it('is normal when nothing applies', () => expect(decideStatus(false, false)).toBe(0));
  it('is maintenance when maintenance is on', () => expect(decideStatus(true, false)).toBe(1));
  it('is region restricted when only the region rule applies', () =>
    expect(decideStatus(false, true)).toBe(2));
  it('lets maintenance win over region restriction', () => expect(decideStatus(true, true)).toBe(1));
});

describe('isRegionRestricted', () => {
  it('never restricts when the rule is off', () => {
    expect(
      isRegionRestricted(
        { ...base, enabled: false, blockedCidrs: ['0.0.0.0/0'] },
        { ip: '1.2.3.4', countryCode: null },
      ),
    ).toBe(false);
  });

  it('restricts an address inside a blocked IPv4 range and not one outside it', () => {
    const setting = { ...base, blockedCidrs: ['203.0.113.0/24'] };
    expect(isRegionRestricted(setting, { ip: '203.0.113.77', countryCode: null })).toBe(true);
    expect(isRegionRestricted(setting, { ip: '203.0.114.1', countryCode: null })).toBe(false);
  });

  it('matches IPv4-mapped IPv6 socket addresses against IPv4 ranges', () => {
    const setting = { ...base, blockedCidrs: ['198.51.100.0/24'] };
    expect(isRegionRestricted(setting, { ip: '::ffff:198.51.100.9', countryCode: null })).toBe(true);
  });

  it('restricts IPv6 ranges and single addresses', () => {
    const setting = { ...base, blockedCidrs: ['2001:db8::/32', '192.0.2.10'] };
    expect(isRegionRestricted(setting, { ip: '2001:db8:1::5', countryCode: null })).toBe(true);
    expect(isRegionRestricted(setting, { ip: '192.0.2.10', countryCode: null })).toBe(true);
    expect(isRegionRestricted(setting, { ip: '192.0.2.11', countryCode: null })).toBe(false);
  });

  it('restricts blocked countries case-insensitively and ignores unknown countries', () => {
    const setting = { ...base, blockedCountries: ['US'] };
    expect(isRegionRestricted(setting, { ip: '1.1.1.1', countryCode: 'us' })).toBe(true);
    expect(isRegionRestricted(setting, { ip: '1.1.1.1', countryCode: 'BD' })).toBe(false);
    expect(isRegionRestricted(setting, { ip: '1.1.1.1', countryCode: null })).toBe(false);
  });

  it('lets an allowed range through even inside a blocked country or range', () => {
    const setting = {
      ...base,
      blockedCountries: ['US'],
      blockedCidrs: ['10.0.0.0/8'],
      allowedCidrs: ['10.1.0.0/16'],
    };
    expect(isRegionRestricted(setting, { ip: '10.1.2.3', countryCode: 'US' })).toBe(false);
    expect(isRegionRestricted(setting, { ip: '10.2.2.3', countryCode: 'BD' })).toBe(true);
  });

  it('ignores malformed entries instead of failing', () => {
    const setting = { ...base, blockedCidrs: ['not-an-ip', '300.1.1.1/8'] };
    expect(isRegionRestricted(setting, { ip: '1.2.3.4', countryCode: null })).toBe(false);
  });
});

describe('address helpers', () => {
  it('normalizes mapped addresses only', () => {
    expect(normalizeIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeIp('::1')).toBe('::1');
  });

  it('recognises valid ranges', () => {
    expect(isCidrOrIp('10.0.0.0/8')).toBe(true);
    expect(isCidrOrIp('2001:db8::/129')).toBe(false);
    expect(isCidrOrIp('10.0.0.0/33')).toBe(false);
    expect(isCidrOrIp('hello')).toBe(false);
  });
});
