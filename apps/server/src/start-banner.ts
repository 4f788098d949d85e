/**
 * What `npm start` prints once the server listens: every address it serves and, with the demo,
 * the accounts to try — and nothing it does not serve (docs/decisions/041-demo-by-default.md).
 */
import { type Config, sandboxGatewayOf } from './platform/config.ts';

type Account = { merchantCode: string; account: string; password: string; role: string };
type Operator = { username: string; password: string; role: string };

export type StartBannerFacts = {
  config: Config;
  port: number;
  /** Whether each SPA's build is there to serve. */
  built: { web: boolean; admin: boolean };
  demoAccounts: readonly Account[];
  demoOperators: readonly Operator[];
};

/** One column of `label  address` lines, labels padded to one width. */
const rows = (lines: [string, string][]) => {
  const width = Math.max(...lines.map(([label]) => label.length)) + 2;
  return lines.map(([label, text]) => `  ${label.padEnd(width)}${text}`);
};

export const startBanner = ({ config, port, built, demoAccounts, demoOperators }: StartBannerFacts) => {
  const at = (host: string, path: string) => `http://${host}:${port}${path}`;
  const where = config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`;
  const mode =
    config.NODE_ENV === 'production' ? 'for real (NODE_ENV=production: no demo features)' : 'as the demo';
  const served: [string, string][] = [];
  if (built.web) {
    served.push(['Player site', at('localhost', '/')]);
    if (config.SEED_DEMO) served.push(['Second brand', `${at('brand2.localhost', '/')} (Jade Dragon)`]);
  }
  if (built.admin) served.push(['Back office', at('localhost', '/admin')]);
  served.push(['API docs', at('localhost', '/docs')], ['Health', at('localhost', '/health')]);
  if (config.DEV_INBOX) served.push(['Dev inbox', `${at('localhost', '/dev/inbox')} (every SMS and email)`]);
  if (config.DEV_CLOCK) {
    served.push(['Dev clock', `${at('localhost', '/dev/clock')} (POST advanceMinutes: close a period now)`]);
  }
  if (sandboxGatewayOf(config).enabled && built.web) {
    served.push(['Sandbox Pay', `${at('localhost', '/member?page=depositv2')} (credits at once)`]);
  }
  const lines = ['', `  Luckwell is running ${mode} on ${where}`, ...rows(served), ''];
  if (!built.web || !built.admin) {
    lines.push('  The web apps are not built: run `npm start` (it builds them) or `npm run build`.', '');
  }
  if (config.SEED_DEMO) {
    lines.push(
      '  Demo accounts (brand, account, password):',
      ...demoAccounts.map(
        (a) => `    ${a.merchantCode.padEnd(4)}${a.account.padEnd(15)}${a.password.padEnd(13)}${a.role}`,
      ),
      '  Back office operators (account, password, role):',
      ...demoOperators.map((o) => `    ${o.username.padEnd(19)}${o.password.padEnd(13)}${o.role}`),
      '',
    );
  }
  return lines.join('\n');
};
