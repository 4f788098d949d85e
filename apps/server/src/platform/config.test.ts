import { describe, expect, it } from 'vitest';
import { ConfigError, HUMAN_CHECK_PRODUCTION_FLOOR, loadConfig, sandboxGatewayOf } from './config.ts';

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

describe('the demo features', () => {
  it('are all on with no configuration: demo data, dev inbox, sandbox gateway with its public key', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ NODE_ENV: 'development', SEED_DEMO: true, DEV_INBOX: true });
    expect(sandboxGatewayOf(config)).toEqual({
      enabled: true,
      secret: 'luckwell-sandbox-gateway-dev-secret',
    });
  });

  it('can be switched off one by one on a development machine', () => {
    const config = loadConfig({ SEED_DEMO: 'off', DEV_INBOX: 'no', SANDBOX_GATEWAY: '0' });
    expect(config).toMatchObject({ SEED_DEMO: false, DEV_INBOX: false, SANDBOX_GATEWAY: false });
  });

  it('are all off when running for real (NODE_ENV=production)', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config).toMatchObject({ SEED_DEMO: false, DEV_INBOX: false, SANDBOX_GATEWAY: false });
    expect(sandboxGatewayOf(config).enabled).toBe(false);
  });

  it('refuses to run for real with any demo feature switched on, naming each', () => {
    try {
      loadConfig({
        NODE_ENV: 'production',
        SEED_DEMO: 'on',
        DEV_INBOX: 'true',
        SANDBOX_GATEWAY: 'on',
        SANDBOX_GATEWAY_SECRET: 'a-secret-of-our-own-123',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/SEED_DEMO: a demo feature, refused with NODE_ENV=production/);
      expect(problems.join('\n')).toMatch(/DEV_INBOX/);
      expect(problems.join('\n')).toMatch(/SANDBOX_GATEWAY/);
    }
  });

  it('lets production switch them off explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'off', DEV_INBOX: 'off' }).SEED_DEMO).toBe(false);
  });
});

describe('the dev clock', () => {
  it('is off unless switched on, and refused in production', () => {
    expect(loadConfig({}).DEV_CLOCK).toBe(false);
    expect(loadConfig({ DEV_CLOCK: 'on' }).DEV_CLOCK).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEV_CLOCK: 'off' }).DEV_CLOCK).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_CLOCK: 'on' })).toThrow(
      /DEV_CLOCK: a test tool, refused with NODE_ENV=production/,
    );
  });
});

describe('the human check', () => {
  it('asks for the full work unless told otherwise', () => {
    expect(loadConfig({}).HUMAN_CHECK_MAX_COUNTER).toBe(HUMAN_CHECK_PRODUCTION_FLOOR);
  });

  it('may ask for a token amount outside production, and never less in production', () => {
    expect(loadConfig({ HUMAN_CHECK_MAX_COUNTER: '12' }).HUMAN_CHECK_MAX_COUNTER).toBe(12);
    expect(() => loadConfig({ NODE_ENV: 'production', HUMAN_CHECK_MAX_COUNTER: '12' })).toThrow(
      /HUMAN_CHECK_MAX_COUNTER: at least 1500 with NODE_ENV=production/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', HUMAN_CHECK_MAX_COUNTER: '3000' }).HUMAN_CHECK_MAX_COUNTER,
    ).toBe(3000);
  });
});
