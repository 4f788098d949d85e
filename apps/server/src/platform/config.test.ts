import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sandboxGatewayOf } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 8080, all interfaces, embedded database in ./data and the demo seed', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', DATA_DIR: './data', SEED_DEMO: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.CORS_ORIGINS).toEqual([]);
  });

  it('parses switches and lists', () => {
    const config = loadConfig({ MAINTENANCE: 'on', BLOCKED_COUNTRIES: 'us, cn', SEED_DEMO: 'false' });
    expect(config.MAINTENANCE).toBe(true);
    expect(config.BLOCKED_COUNTRIES).toEqual(['US', 'CN']);
    expect(config.SEED_DEMO).toBe(false);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MAINTENANCE: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/MAINTENANCE/);
    }
  });
});

describe('the sandbox payment gateway', () => {
  it('runs on a development machine with the public development key', () => {
    expect(sandboxGatewayOf(loadConfig({}))).toEqual({
      enabled: true,
      secret: 'luckwell-sandbox-gateway-dev-secret',
    });
  });

  it('is off in production unless switched on, and then only with a key of its own', () => {
    expect(sandboxGatewayOf(loadConfig({ NODE_ENV: 'production' })).enabled).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX_GATEWAY: 'on' })).toThrow(ConfigError);
    const on = loadConfig({
      NODE_ENV: 'production',
      SANDBOX_GATEWAY: 'on',
      SANDBOX_GATEWAY_SECRET: 'a-secret-of-our-own-123',
    });
    expect(sandboxGatewayOf(on)).toEqual({ enabled: true, secret: 'a-secret-of-our-own-123' });
  });
});
