/**
 * Owns the system gate: the permission call, status (maintenance, region), whitelabel flags,
 * registration rules, domain routes and resources (spec §3 "Permission response", §4 "System status").
 */

import { MessageKey } from '@luckwell/contracts/envelope';
import type { TDomainRoute } from '@luckwell/contracts/system/domain-route';
import { type TPermission, ZPermission } from '@luckwell/contracts/system/permission';
import { RegisterField, type TRegisterFieldRule } from '@luckwell/contracts/system/register-setting';
import { ResourceType, type TResource } from '@luckwell/contracts/system/resource';
import type { TSystemStatus } from '@luckwell/contracts/system/system-status';
import { type TWhitelabelVal, WhitelabelFlag } from '@luckwell/contracts/system/whitelabel';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import type { Caller } from '../../platform/request-context.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { Merchant, MerchantsService } from '../merchants/merchants.service.ts';
import { type AccessInput, isRegionRestricted, systemStatusCode } from './access-rules.ts';
import { createSystemRepository, type SystemSwitchRow } from './system.repository.ts';

type Deps = {
  db: Database;
  config: Pick<
    Config,
    'MAINTENANCE' | 'MAINTENANCE_MESSAGE' | 'BLOCKED_COUNTRIES' | 'BLOCKED_IPS' | 'SETTINGS_CACHE_MS'
  >;
  merchants: MerchantsService;
  /** How sign-in payloads are protected for the brand (the auth module decides). */
  securityOf: (merchant: Merchant) => Promise<TPermission['security']>;
};

/** Everything about a brand's gate that does not depend on who is asking, ready to send. */
type BrandSettings = {
  brand: TPermission['brand'];
  switches: SystemSwitchRow | undefined;
  blockedCountries: string[];
  blockedIps: string[];
  whitelabelVal: TWhitelabelVal;
  register: TRegisterFieldRule[];
  domains: TDomainRoute['domains'];
  mainDomain: string | undefined;
  resources: TResource[];
  /** Spec "Wallet info" isSingle: one seamless wallet unless the brand runs transfer wallets. */
  singleWallet: boolean;
  /** The caller-independent fields of the permission call, validated and serialized once. */
  permissionFragment: string;
};

/**
 * A brand switch kept beside the whitelabel flags but not published with them: on, the brand runs
 * transfer wallets (main wallet plus one per vendor); off or absent, one seamless wallet.
 */
export const TRANSFER_WALLET_FLAG = 'TRANSFERWALLET';

/** What the permission call says the same way to every caller of a brand. */
const ZPermissionBrandPart = ZPermission.pick({
  brand: true,
  mainDomain: true,
  resources: true,
  whitelabelVal: true,
  register: true,
  analytics: true,
  imageCDNs: true,
  launchGameCDNs: true,
  security: true,
});
/** What depends on the caller: the host they used, their address and country, and so their status. */
const ZPermissionCallerPart = ZPermission.pick({
  domainRoute: true,
  status: true,
  maintenance: true,
  regionRestriction: true,
  location: true,
});

/** `{"a":1,"b":2}` → `"a":1,"b":2`, to splice two validated objects into one JSON document. */
const members = (json: string) => json.slice(1, -1);

export const createSystemService = ({ db, config, merchants, securityOf }: Deps) => {
  const repository = createSystemRepository(db);

  const loadSettings = async (merchant: Merchant): Promise<BrandSettings> => {
    const [switches, flags, rules, domains, resourceRows, security] = await Promise.all([
      repository.findSwitches(merchant.id),
      repository.listFlags(merchant.id),
      repository.listRegisterRules(merchant.id),
      merchants.listDomains(merchant.id),
      repository.listResources(merchant.id),
      securityOf(merchant),
    ]);
    const enabled = new Map(flags.map((r) => [r.flag, r.enabled]));
    const settings: Omit<BrandSettings, 'permissionFragment'> = {
      brand: brandOf(merchant),
      switches,
      blockedCountries: [...config.BLOCKED_COUNTRIES, ...(switches?.blockedCountries ?? [])].map((c) =>
        c.toUpperCase(),
      ),
      blockedIps: [...config.BLOCKED_IPS, ...(switches?.blockedIps ?? [])],
      whitelabelVal: Object.fromEntries(
        WhitelabelFlag.options.map((flag) => [flag, enabled.get(flag) ?? false]),
      ) as TWhitelabelVal,
      singleWallet: !(enabled.get(TRANSFER_WALLET_FLAG) ?? false),
      register: rules.flatMap((row) => {
        const field = RegisterField.safeParse(row.field);
        if (!field.success) return [];
        const { minLength, maxLength, patternId, acceptedPattern } = row;
        return [
          {
            field: field.data,
            enabled: row.enabled,
            required: row.required,
            minLength,
            maxLength,
            patternId,
            acceptedPattern,
            onProfile: row.enabled || row.onProfile,
          },
        ];
      }),
      domains,
      mainDomain: (domains.find((d) => d.isMain) ?? domains[0])?.host,
      resources: resourceRows.flatMap((row) => {
        const type = ResourceType.safeParse(row.resourceType);
        if (!type.success) return [];
        const { url, name, labelNameEn, newTab } = row;
        return [{ resourceType: type.data, url, name, labelNameEn, newTab }];
      }),
    };
    const brandPart = ZPermissionBrandPart.parse({
      brand: settings.brand,
      mainDomain: settings.mainDomain,
      resources: settings.resources,
      whitelabelVal: settings.whitelabelVal,
      register: settings.register,
      analytics: { gtagId: merchant.gtagId },
      imageCDNs: merchant.imageCdns,
      launchGameCDNs: merchant.launchGameCdns,
      security,
    });
    return { ...settings, permissionFragment: members(JSON.stringify(brandPart)) };
  };

  /**
   * Kept for SETTINGS_CACHE_MS: the permission call runs on every page load, and these rows change
   * only when an operator edits them.
   */
  const settingsCache = createTtlCache<number, BrandSettings>({ ttlMs: config.SETTINGS_CACHE_MS });
  const settings = (merchant: Merchant) => settingsCache.get(merchant.id, () => loadSettings(merchant));

  const statusOf = (s: BrandSettings, caller: Caller): TSystemStatus => {
    const maintenance = config.MAINTENANCE || Boolean(s.switches?.maintenance);
    const access: AccessInput = {
      maintenance,
      blockedCountries: s.blockedCountries,
      blockedIps: s.blockedIps,
      ip: caller.ip,
      country: caller.country,
    };
    return {
      status: systemStatusCode(access),
      maintenance: {
        on: maintenance,
        message: maintenance ? (s.switches?.maintenanceMessage ?? config.MAINTENANCE_MESSAGE ?? null) : null,
        until: maintenance ? (s.switches?.maintenanceUntil?.toISOString() ?? null) : null,
      },
      regionRestriction: { restricted: isRegionRestricted(access), country: caller.country },
      location: { ip: caller.ip, country: caller.country },
    };
  };

  const domainRouteOf = (merchant: Merchant, s: BrandSettings, caller: Caller): TDomainRoute => ({
    merchantCode: merchant.code,
    currentDomain: caller.host,
    mainDomain: s.mainDomain ?? caller.host,
    domains: s.domains,
  });

  return {
    status: async (merchant: Merchant, caller: Caller) => statusOf(await settings(merchant), caller),
    whitelabel: async (merchant: Merchant) => (await settings(merchant)).whitelabelVal,
    /** GCS_merchantWallet: whether the brand runs one seamless wallet (the default) or transfers. */
    merchantWallet: async (merchant: Merchant) => ({ isSingle: (await settings(merchant)).singleWallet }),
    registerRules: async (merchant: Merchant) => (await settings(merchant)).register,
    listResources: async (merchant: Merchant) => (await settings(merchant)).resources,
    /**
     * Drops this server's cached settings after an operator's change (all brands: changes are rare),
     * so the next permission call here reads it; other servers' copies expire within SETTINGS_CACHE_MS.
     */
    forgetSettings: () => settingsCache.clear(),
    domainRoute: async (merchant: Merchant, caller: Caller) =>
      domainRouteOf(merchant, await settings(merchant), caller),
    /**
     * The permission call's whole response envelope as JSON. It runs on every page load, so the
     * brand's part is serialized once per cache fill and only the caller's part per request.
     */
    permissionJson: async (merchant: Merchant, caller: Caller): Promise<string> => {
      const s = await settings(merchant);
      const callerPart = ZPermissionCallerPart.parse({
        domainRoute: domainRouteOf(merchant, s, caller),
        ...statusOf(s, caller),
      });
      return `{"success":true,"code":"OK","message":"${MessageKey.ok}","value":{${s.permissionFragment},${members(JSON.stringify(callerPart))}}}`;
    },
  };
};

export type SystemService = ReturnType<typeof createSystemService>;

const brandOf = (merchant: Merchant): TPermission['brand'] => ({
  merchantCode: merchant.code,
  name: merchant.name,
  platform: 'WEB',
  lotteryType: merchant.lotteryType === 'VN' ? 'VN' : 'SEA',
  currency: { code: merchant.currencyCode, symbol: merchant.currencySymbol },
  logoUrl: merchant.logoUrl,
  languages: merchant.languages.filter((l): l is 'vi' | 'en' => l === 'vi' || l === 'en'),
  defaultLanguage: merchant.defaultLanguage === 'en' ? 'en' : 'vi',
  theme: merchant.theme,
  customerServiceUrl: merchant.customerServiceUrl,
  supportHours: merchant.supportHours,
});
