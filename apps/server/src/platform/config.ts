/**
 * Server configuration: read once from the environment, validated with zod, failing fast with a
 * readable list of what is wrong (STYLE.md "Config, data, migrations").
 */
import { z } from 'zod';

const SWITCH = ['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'] as const;
const isOn = (v: string) => ['1', 'true', 'on', 'yes'].includes(v);
const flag = (fallback: boolean) =>
  z
    .enum(SWITCH)
    .default(fallback ? 'on' : 'off')
    .transform(isOn);
/**
 * A demo feature (docs/decisions/041-demo-by-default.md): on unless the server runs for real
 * (NODE_ENV=production), where switching it on is refused. Resolved in `loadConfig`.
 */
const demoFeature = z.enum(SWITCH).transform(isOn).optional();

const list = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const ConfigSchema = z.object({
  /** `production` runs for real: the demo features below are off and refused (ADR 041). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Unset: embedded PGlite in DATA_DIR. Set: a PostgreSQL connection string. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Uploaded pictures (ADR 077); unset: DATA_DIR/media. One server's disk: several servers share a bucket. */
  MEDIA_DIR: z.string().min(1).optional(),
  /**
   * An S3-compatible bucket for uploaded pictures instead of the disk (several servers share it):
   * its endpoint (`https://s3.eu-west-1.amazonaws.com`, a MinIO or R2 address) and bucket, with the
   * keys below. Addressed path-style (`endpoint/bucket/key`), which every S3-compatible store takes.
   */
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Write the demo brands, members and content at start (a demo feature). */
  SEED_DEMO: demoFeature,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated origins allowed by CORS; empty (the default) turns CORS off. */
  CORS_ORIGINS: list,
  /** Platform-wide maintenance switch; an operator can also switch one brand in the database. */
  MAINTENANCE: flag(false),
  MAINTENANCE_MESSAGE: z.string().optional(),
  /**
   * The OAuth client id of Google sign-in. Unset (the default) hides every Google item; set, My
   * account lists "Google sign-in" among the security items (issue 15; linking arrives with
   * third-party sign-in, spec §2 "Optional Google and Facebook sign-in buttons").
   */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** ISO 3166 alpha-2 codes whose visitors see the region-blocked page. */
  BLOCKED_COUNTRIES: list.transform((codes) => codes.map((c) => c.toUpperCase())),
  /** IPs (exact) or IPv4 CIDR ranges that see the region-blocked page. */
  BLOCKED_IPS: list,
  /** Request header carrying the caller's country, set by the CDN in front (Cloudflare's by default). */
  COUNTRY_HEADER: z
    .string()
    .default('cf-ipcountry')
    .transform((h) => h.toLowerCase()),
  /** Trust X-Forwarded-For from proxies in front: true, false, or a list of addresses/CIDRs ('loopback'). */
  TRUST_PROXY: z.string().default('loopback'),
  /** How long a server reuses a brand's settings and host mapping before reading them again. */
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  /** How long a brand's game catalogue is listed from memory before a reload (docs/decisions/024). */
  CATALOGUE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** How long a brand's winner board is answered from memory (docs/decisions/029-winner-board.md). */
  WINNERS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** smtp(s)://user:pass@host:port for outgoing mail; unset: mail goes only to the dev inbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Luckwell <no-reply@luckwell.local>'),
  /** An SMS gateway taking JSON POSTs `{ to, text }`; unset: SMS go only to the dev inbox. */
  SMS_WEBHOOK_URL: z.url().optional(),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  /** Serve /dev/inbox, where every SMS and email sent lands (a demo feature). */
  DEV_INBOX: demoFeature,
  /** The sandbox payment gateway (issue 4 deposits; its Pay button credits without real money; a demo feature). */
  SANDBOX_GATEWAY: demoFeature,
  /** HMAC-SHA256 key of the sandbox gateway's notifications; a public development key unless set. */
  SANDBOX_GATEWAY_SECRET: z.string().min(16).optional(),
  /**
   * The house game provider's signing secret for the seamless protocol (ADR 023); the operator holds
   * the same for each house vendor of each brand. Unset: the demo's secret when SEED_DEMO is on, and
   * no house provider otherwise.
   */
  PROVIDER_SECRET: z.string().min(16).optional(),
  /**
   * Where the house provider reaches the operator's `/seamless/*`: unset, this very server over
   * loopback HTTP once it listens (docs/decisions/031-house-game-provider.md).
   */
  PROVIDER_OPERATOR_URL: z.url().optional(),
  /** Crash's schedule (ADR 039): the betting window, how long a crash is shown, games per hash chain. */
  CRASH_BETTING_MS: z.coerce.number().int().min(1_000).max(120_000).default(6_000),
  CRASH_CRASHED_MS: z.coerce.number().int().min(500).max(60_000).default(3_000),
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  /**
   * How often each server looks for contract periods and rebate days to settle (ADR 056, 062); 0 turns the scheduler off
   * (the tests settle by hand). A lease row keeps a period on one server at a time.
   */
  CONTRACT_SETTLEMENT_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  // How often every server completes the house provider's abandoned rounds and settles shared-round
  // games (crash, lottery, live tables) whose beat is not running; 0 turns it off (tests that drive
  // those services on a fake clock, which the real clock's sweep would otherwise settle under them).
  PROVIDER_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /**
   * The most work an ALTCHA human check asks for (its counter; each step is a PBKDF2 of cost 1,000,
   * about 0.3 s on a laptop core at the default). A challenge asks for a third of it to all of it.
   * Below the default only outside production: the server tests ask for a token amount, since the
   * proof they test (fresh, correct, unspent) does not depend on how long it takes (ADR 058).
   */
  HUMAN_CHECK_MAX_COUNTER: z.coerce.number().int().min(3).max(100_000).default(1_500),
  /**
   * Serve /dev/clock, which moves the back office's settlement clock forward so a test can pay a
   * period that has not ended yet (ADR 061). Off by default; the journeys' server turns it on.
   * Refused with NODE_ENV=production.
   */
  DEV_CLOCK: flag(false),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
});

/** The demo features, resolved: each is on unless running for real. */
const DEMO_FEATURES = ['SEED_DEMO', 'DEV_INBOX', 'SANDBOX_GATEWAY'] as const;
type DemoFeature = (typeof DEMO_FEATURES)[number];

export type Config = Omit<z.infer<typeof ConfigSchema>, DemoFeature> & Record<DemoFeature, boolean>;

/** The sandbox gateway's key on a development machine: public, so never accepted in production. */
export const DEV_SANDBOX_GATEWAY_SECRET = 'luckwell-sandbox-gateway-dev-secret';

/** Whether the sandbox gateway runs, and with which key. */
export const sandboxGatewayOf = (config: Config) => ({
  enabled: config.SANDBOX_GATEWAY,
  secret: config.SANDBOX_GATEWAY_SECRET ?? DEV_SANDBOX_GATEWAY_SECRET,
});

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The least human-check work a production server may ask for. */
export const HUMAN_CHECK_PRODUCTION_FLOOR = 1_500;

export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const forReal = parsed.data.NODE_ENV === 'production';
  const refused = DEMO_FEATURES.filter((feature) => forReal && parsed.data[feature] === true);
  if (refused.length > 0) {
    throw new ConfigError(
      refused.map(
        (feature) => `${feature}: a demo feature, refused with NODE_ENV=production (unset it or set it off)`,
      ),
    );
  }
  if (forReal && parsed.data.HUMAN_CHECK_MAX_COUNTER < HUMAN_CHECK_PRODUCTION_FLOOR) {
    throw new ConfigError([
      `HUMAN_CHECK_MAX_COUNTER: at least ${HUMAN_CHECK_PRODUCTION_FLOOR} with NODE_ENV=production (a token amount of work stops no one)`,
    ]);
  }
  const s3 = [
    'MEDIA_S3_ENDPOINT',
    'MEDIA_S3_BUCKET',
    'MEDIA_S3_ACCESS_KEY_ID',
    'MEDIA_S3_SECRET_ACCESS_KEY',
  ] as const;
  const s3Set = s3.filter((name) => parsed.data[name] !== undefined);
  if (s3Set.length > 0 && s3Set.length < s3.length) {
    throw new ConfigError(
      s3
        .filter((name) => parsed.data[name] === undefined)
        .map((name) => `${name}: needed with ${s3Set.join(', ')}`),
    );
  }
  if (forReal && parsed.data.DEV_CLOCK) {
    throw new ConfigError(['DEV_CLOCK: a test tool, refused with NODE_ENV=production']);
  }
  const resolved = Object.fromEntries(
    DEMO_FEATURES.map((feature) => [feature, parsed.data[feature] ?? !forReal]),
  ) as Record<DemoFeature, boolean>;
  return { ...parsed.data, ...resolved };
};
