/**
 * Who sees the site: maintenance and region restriction (spec §4 "System status"). Pure functions
 * of the switches and the caller, so the rules are tested without a server.
 */
import { isIP } from 'node:net';
import type { TSystemStatusCode } from '@luckwell/contracts/system/system-status';

const ipv4ToNumber = (ip: string): number =>
  ip.split('.').reduce((acc, octet) => acc * 256 + Number(octet), 0);

/** Strips the IPv4-mapped IPv6 prefix Node gives IPv4 callers on a dual-stack socket. */
export const plainIp = (ip: string): string =>
  ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;

/** An entry is an exact address or an IPv4 CIDR range such as `203.0.113.0/24`. */
export const ipMatches = (ip: string, entry: string): boolean => {
  const address = plainIp(ip);
  const [base, bits] = entry.split('/');
  if (bits === undefined) return plainIp(entry) === address;
  if (!base || isIP(base) !== 4 || isIP(address) !== 4) return false;
  const prefix = Number(bits);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 32) return false;
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return (ipv4ToNumber(address) & mask) >>> 0 === (ipv4ToNumber(base) & mask) >>> 0;
};

/** A two-letter country code from the CDN header; Cloudflare's XX (unknown) and T1 (Tor) are not countries. */
export const countryFromHeader = (value: string | string[] | undefined): string | null => {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  if (!raw || !/^[A-Z]{2}$/.test(raw) || raw === 'XX' || raw === 'T1') return null;
  return raw;
};

export type AccessInput = {
  maintenance: boolean;
  blockedCountries: string[];
  blockedIps: string[];
  ip: string;
  country: string | null;
};

export const isRegionRestricted = ({ blockedCountries, blockedIps, ip, country }: AccessInput): boolean =>
  (country !== null && blockedCountries.includes(country)) ||
  blockedIps.some((entry) => ipMatches(ip, entry));

/** Maintenance wins over region restriction. */
export const systemStatusCode = (input: AccessInput): TSystemStatusCode => {
  if (input.maintenance) return 1;
  return isRegionRestricted(input) ? 2 : 0;
};
