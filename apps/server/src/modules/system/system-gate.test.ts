import { ZPermissionResponse } from '@luckwell/contracts/system/permission';
import { qrCodePath } from '@luckwell/contracts/system/qr-code-path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { merchants } from '../merchants/merchant.table.ts';
import { systemSwitches } from './system-switch.table.ts';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const statusOf = async (instance: App, headers: Record<string, string> = {}) => {
  const response = await instance.inject({
    method: 'GET',
    url: '/wps/system/permission',
    headers: { host: 'localhost', ...headers },
  });
  expect(response.statusCode).toBe(200);
  return response.json().value;
};

describe('the system gate', () => {
  it('is normal by default and tells the caller its IP', async () => {
    ({ app } = await createTestApp());
    const value = await statusOf(app, { 'cf-ipcountry': 'VN' });
    expect(value.status).toBe(0);
    const raw = await app.inject({
      method: 'GET',
      url: '/wps/system/permission',
      headers: { host: 'localhost' },
    });
    expect(raw.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ZPermissionResponse.parse(raw.json()).value.brand.merchantCode).toBe('LW');
    expect(value.location).toEqual({ ip: '127.0.0.1', country: 'VN' });
  });

  it('shows maintenance when the environment switch is on', async () => {
    ({ app } = await createTestApp({ MAINTENANCE: 'on', MAINTENANCE_MESSAGE: 'Back at 10:00' }));
    const value = await statusOf(app);
    expect(value.status).toBe(1);
    expect(value.maintenance).toMatchObject({ on: true, message: 'Back at 10:00' });
  });

  it('lets an operator switch one brand to maintenance in the database, without a restart', async () => {
    // With settings cached (the default 2 s) the switch is seen after the cache expires; 0 makes it immediate.
    const created = await createTestApp({ SETTINGS_CACHE_MS: '0' });
    app = created.app;
    const { database } = created;
    expect((await statusOf(app)).status).toBe(0);
    const [lw] = await database.db.select().from(merchants).where(eq(merchants.code, 'LW'));
    await database.db
      .update(systemSwitches)
      .set({ maintenance: true, maintenanceMessage: 'Upgrading wallets' })
      .where(eq(systemSwitches.merchantId, lw!.id));
    const value = await statusOf(app);
    expect(value.status).toBe(1);
    expect(value.maintenance.message).toBe('Upgrading wallets');
    const brand2 = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'brand2.localhost' },
    });
    expect(brand2.json().value.status).toBe(0);
  });

  it('blocks a country named in BLOCKED_COUNTRIES, read from the configured header', async () => {
    ({ app } = await createTestApp({ BLOCKED_COUNTRIES: 'US,SG', COUNTRY_HEADER: 'X-Country' }));
    const blocked = await statusOf(app, { 'x-country': 'sg' });
    expect(blocked.status).toBe(2);
    expect(blocked.regionRestriction).toEqual({ restricted: true, country: 'SG' });
    expect(blocked.location.ip).toBe('127.0.0.1');
    expect((await statusOf(app, { 'x-country': 'VN' })).status).toBe(0);
    expect((await statusOf(app, { 'cf-ipcountry': 'SG' })).status).toBe(0);
  });

  it('blocks an address range and reads the caller IP through a trusted proxy', async () => {
    ({ app } = await createTestApp({ BLOCKED_IPS: '203.0.113.0/24' }));
    const value = await statusOf(app, { 'x-forwarded-for': '203.0.113.9' });
    expect(value.status).toBe(2);
    expect(value.location.ip).toBe('203.0.113.9');
  });

  it('lets maintenance win when the region is blocked too', async () => {
    ({ app } = await createTestApp({ MAINTENANCE: 'on', BLOCKED_COUNTRIES: 'VN' }));
    const value = await statusOf(app, { 'cf-ipcountry': 'VN' });
    expect(value.status).toBe(1);
    expect(value.regionRestriction.restricted).toBe(true);
  });

  it('serves whitelabel flags, register rules, domain route and status on their own paths', async () => {
    ({ app } = await createTestApp());
    const call = async (url: string) =>
      (await app!.inject({ method: 'GET', url, headers: { host: 'localhost' } })).json().value;
    const flags = await call('/wps/system/whitelabel');
    expect(Object.keys(flags)).toHaveLength(10);
    expect(flags.USERNAMEREG3).toBe(true);
    const rules = await call('/wps/system/setting/register');
    expect(rules.find((r: { field: string }) => r.field === 'username')).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
    });
    expect((await call('/wps/system/domainRoute')).mainDomain).toBe('localhost');
    expect((await call('/wps/system/status')).status).toBe(0);
  });

  it('draws QR codes as SVG and refuses text it cannot encode sensibly', async () => {
    ({ app } = await createTestApp());
    const url = qrCodePath({ text: 'http://localhost/down?platform=ios', size: 180 });
    const svg = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toMatch(/^<svg[^>]+width="180"/);
    const again = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(again.body).toBe(svg.body);
    for (const badUrl of [
      '/wps/system/qrcode',
      '/wps/system/qrcode?text=x&size=5',
      `/wps/system/qrcode?text=${'a'.repeat(1100)}`,
    ]) {
      const bad = await app.inject({ method: 'GET', url: badUrl, headers: { host: 'localhost' } });
      expect(bad.statusCode, badUrl).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
