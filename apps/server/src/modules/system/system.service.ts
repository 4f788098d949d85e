/**
 * Owns the system gate: the permission call, status (maintenance, region), whitelabel flags,
 * registration rules, domain routes and resources (spec §3 "Permission response", §4 "System status").
 */
import type { TDomainRoute } from '@luckwell/contracts/system/domain-route';
import type { TPermission } from '@luckwell/contracts/system/permission';
import { RegisterField, type TRegisterFieldRule } from '@luckwell/contracts/system/register-setting';
import { ResourceType, type TResource } from '@luckwell/contracts/system/resource';
import type { TSystemStatus } from '@luckwell/contracts/system/system-status';
import { type TWhitelabelVal, WhitelabelFlag } from '@luckwell/contracts/system/whitelabel';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import type { Caller } from '../../platform/request-context.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { Merchant, MerchantsService } from '../merchants/merchants.service.ts';
import { isRegionRestricted, systemStatusCode } from './access-rules.ts';
import { createSystemRepository } from './system.repository.ts';

type Deps = {
  db: Database;
  config: Pick<
    Config,
    'MAINTENANCE' | 'MAINTENANCE_MESSAGE' | 'BLOCKED_COUNTRIES' | 'BLOCKED_IPS' | 'SETTINGS_CACHE_MS'
  >;
  merchants: MerchantsService;
};

export const createSystemService = ({ db, config, merchants }: Deps) => {
  const repository = createSystemRepository(db);

  /**
   * The brand's settings, read together and kept for SETTINGS_CACHE_MS: the permission call runs on
   * every page load, and these rows change only when an operator edits them.
   */
  const settingsCache = createTtlCache<number, Awaited<ReturnType<typeof loadSettings>>>({
    ttlMs: config.SETTINGS_CACHE_MS,
  });
  const loadSettings = async (merchantId: number) => {
    const [switches, flags, rules, domains, resourceRows] = await Promise.all([
      repository.findSwitches(merchantId),
      repository.listFlags(merchantId),
      repository.listRegisterRules(merchantId),
      merchants.listDomains(merchantId),
      repository.listResources(merchantId),
    ]);
    return { switches, flags, rules, domains, resourceRows };
  };
  const settings = (merchant: Merchant) => settingsCache.get(merchant.id, () => loadSettings(merchant.id));

  const status = async (merchant: Merchant, caller: Caller): Promise<TSystemStatus> => {
    const { switches } = await settings(merchant);
    const maintenance = config.MAINTENANCE || Boolean(switches?.maintenance);
    const blockedCountries = [...config.BLOCKED_COUNTRIES, ...(switches?.blockedCountries ?? [])].map((c) =>
      c.toUpperCase(),
    );
    const access = {
      maintenance,
      blockedCountries,
      blockedIps: [...config.BLOCKED_IPS, ...(switches?.blockedIps ?? [])],
      ip: caller.ip,
      country: caller.country,
    };
    const code = systemStatusCode(access);
    return {
      status: code,
      maintenance: {
        on: maintenance,
        message: maintenance ? (switches?.maintenanceMessage ?? config.MAINTENANCE_MESSAGE ?? null) : null,
        until: maintenance ? (switches?.maintenanceUntil?.toISOString() ?? null) : null,
      },
      regionRestriction: { restricted: isRegionRestricted(access), country: caller.country },
      location: { ip: caller.ip, country: caller.country },
    };
  };

  const whitelabel = async (merchant: Merchant): Promise<TWhitelabelVal> => {
    const rows = (await settings(merchant)).flags;
    const enabled = new Map(rows.map((r) => [r.flag, r.enabled]));
    return Object.fromEntries(
      WhitelabelFlag.options.map((flag) => [flag, enabled.get(flag) ?? false]),
    ) as TWhitelabelVal;
  };

  const registerRules = async (merchant: Merchant): Promise<TRegisterFieldRule[]> => {
    const rows = (await settings(merchant)).rules;
    return rows.flatMap((row) => {
      const field = RegisterField.safeParse(row.field);
      if (!field.success) return [];
      return [
        {
          field: field.data,
          enabled: row.enabled,
          required: row.required,
          minLength: row.minLength,
          maxLength: row.maxLength,
          patternId: row.patternId,
          acceptedPattern: row.acceptedPattern,
        },
      ];
    });
  };

  const domainRoute = async (merchant: Merchant, caller: Caller): Promise<TDomainRoute> => {
    const { domains } = await settings(merchant);
    const main = domains.find((d) => d.isMain) ?? domains[0];
    return {
      merchantCode: merchant.code,
      currentDomain: caller.host,
      mainDomain: main?.host ?? caller.host,
      domains,
    };
  };

  const listResources = async (merchant: Merchant): Promise<TResource[]> => {
    const rows = (await settings(merchant)).resourceRows;
    return rows.flatMap((row) => {
      const type = ResourceType.safeParse(row.resourceType);
      if (!type.success) return [];
      return [
        {
          resourceType: type.data,
          url: row.url,
          name: row.name,
          labelNameEn: row.labelNameEn,
          newTab: row.newTab,
        },
      ];
    });
  };

  const permission = async (merchant: Merchant, caller: Caller): Promise<TPermission> => {
    const [systemStatus, flags, register, route, resourceList] = await Promise.all([
      status(merchant, caller),
      whitelabel(merchant),
      registerRules(merchant),
      domainRoute(merchant, caller),
      listResources(merchant),
    ]);
    return {
      brand: brandOf(merchant),
      domainRoute: route,
      mainDomain: route.mainDomain,
      resources: resourceList,
      whitelabelVal: flags,
      register,
      analytics: { gtagId: merchant.gtagId },
      imageCDNs: merchant.imageCdns,
      launchGameCDNs: merchant.launchGameCdns,
      ...systemStatus,
    };
  };

  return {
    status,
    whitelabel,
    registerRules,
    domainRoute,
    listResources,
    permission,
    forgetSettings: settingsCache.clear,
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
