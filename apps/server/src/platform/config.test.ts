import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
