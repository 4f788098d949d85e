import { describe, expect, it } from 'vitest';
import { countryFromHeader, ipMatches, systemStatusCode } from './access-rules.ts';

const base = { maintenance: false, blockedCountries: [], blockedIps: [], ip: '198.51.100.7', country: 'VN' };

describe('system status', () => {
  it('is normal when nothing is switched on', () => {
    expect(systemStatusCode(base)).toBe(0);
  });

  it('is maintenance when maintenance is on', () => {
    expect(systemStatusCode({ ...base, maintenance: true })).toBe(1);
  });

  it('is region restricted for a blocked country or a blocked address', () => {
    expect(systemStatusCode({ ...base, blockedCountries: ['VN'] })).toBe(2);
    expect(systemStatusCode({ ...base, blockedIps: ['198.51.100.0/24'] })).toBe(2);
    expect(systemStatusCode({ ...base, blockedIps: ['198.51.100.7'] })).toBe(2);
    expect(systemStatusCode({ ...base, blockedIps: ['198.51.101.0/24'] })).toBe(0);
  });

  it('lets maintenance win when both are on', () => {
    expect(systemStatusCode({ ...base, maintenance: true, blockedCountries: ['VN'] })).toBe(1);
  });
});

describe('ipMatches', () => {
  it('understands IPv4-mapped IPv6 callers', () => {
    expect(ipMatches('::ffff:10.1.2.3', '10.0.0.0/8')).toBe(true);
    expect(ipMatches('::ffff:10.1.2.3', '10.1.2.3')).toBe(true);
  });

  it('ignores malformed ranges instead of blocking everyone', () => {
    expect(ipMatches('10.1.2.3', '10.0.0.0/99')).toBe(false);
    expect(ipMatches('10.1.2.3', 'nonsense/8')).toBe(false);
    expect(ipMatches('10.1.2.3', '0.0.0.0/0')).toBe(true);
  });
});

describe('countryFromHeader', () => {
  it('reads a two-letter code and drops unknown and Tor markers', () => {
    expect(countryFromHeader('vn')).toBe('VN');
    expect(countryFromHeader('XX')).toBeNull();
    expect(countryFromHeader('T1')).toBeNull();
    expect(countryFromHeader('Vietnam')).toBeNull();
    expect(countryFromHeader(undefined)).toBeNull();
  });
});
