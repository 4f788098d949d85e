import { describe, expect, it } from 'vitest';
import { loadConfig } from './platform/config.ts';
import { startBanner } from './start-banner.ts';

const accounts = [{ merchantCode: 'LW', account: 'demo_player', password: 'Player@2026', role: 'member' }];
const operators = [{ username: 'owner', password: 'Owner@2026', role: 'owner' }];
const banner = (env: Record<string, string>, built = { web: true, admin: true }) =>
  startBanner({
    config: loadConfig(env),
    port: 8080,
    built,
    demoAccounts: accounts,
    demoOperators: operators,
  });

describe('the start banner', () => {
  it('with no configuration lists the demo: both brands, dev inbox, Sandbox Pay and the accounts', () => {
    const text = banner({});
    expect(text).toContain('running as the demo on embedded PGlite in ./data');
    for (const line of [
      'http://localhost:8080/',
      'http://brand2.localhost:8080/ (Jade Dragon)',
      'http://localhost:8080/admin',
      'http://localhost:8080/docs',
      'http://localhost:8080/health',
      'http://localhost:8080/dev/inbox',
      'Sandbox Pay',
      'demo_player    Player@2026',
      'owner              Owner@2026',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('running for real names nothing the server does not serve', () => {
    const text = banner({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/luckwell' });
    expect(text).toContain('running for real (NODE_ENV=production: no demo features) on PostgreSQL');
    expect(text).toContain('http://localhost:8080/admin');
    for (const absent of ['dev/inbox', 'Sandbox Pay', 'brand2.localhost', 'demo_player', 'Owner@2026']) {
      expect(text).not.toContain(absent);
    }
  });

  it('leaves out each demo feature switched off, and an unbuilt web app', () => {
    const text = banner({ DEV_INBOX: 'off', SANDBOX_GATEWAY: 'off' }, { web: false, admin: true });
    expect(text).not.toContain('/dev/inbox');
    expect(text).not.toContain('Sandbox Pay');
    expect(text).not.toContain('Player site');
    expect(text).toContain('The web apps are not built');
    expect(text).toContain('demo_player');
  });
});
