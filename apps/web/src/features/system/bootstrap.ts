/**
 * Startup order (spec §4): the permission call first, then the analytics tag, then the app renders.
 * Everything the rest of the site needs from the permission response is applied here.
 */
import type { TPermission } from '@luckwell/contracts/system/permission';
import { type CdnPicks, usePermissionStore } from '../../shared/permission-store.ts';
import { readStoredLanguage, resolveLanguage, setLanguage } from '../i18n/i18n.ts';
import { loadAnalytics } from './analytics.ts';
import { applyBrandTheme, storeMerchantCode } from './brand-theme.ts';
import { fetchPermission } from './permission-api.ts';

/** `picks`: the server's CDN picks, when the page hydrates its render (ADR 075). */
export const applyPermission = async (permission: TPermission, picks?: CdnPicks) => {
  usePermissionStore.getState().setPermission(permission, picks);
  storeMerchantCode(permission.brand.merchantCode);
  applyBrandTheme(permission.brand);
  await setLanguage(resolveLanguage(readStoredLanguage(), permission.brand));
  loadAnalytics(permission.analytics.gtagId);
};

export const bootstrap = async (signal?: AbortSignal): Promise<TPermission> => {
  const permission = await fetchPermission(signal);
  await applyPermission(permission);
  return permission;
};
