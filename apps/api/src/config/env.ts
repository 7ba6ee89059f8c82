/**
 * The only reader of process.env (ARCHITECTURE §2): validates settings with zod and fills embedded defaults.
 * Secrets come from the environment; when absent (laptop default) they are generated once into DATA_DIR/secrets.json.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DataDirInUseError } from '@insight/db';
import { resolveMediaTools } from '../video/tools';

const booleanText = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // Where embedded PGlite runs without DATABASE_URL: a worker thread (default; issue 15) or the API's own thread.
  EMBEDDED_DATABASE: z.enum(['worker', 'in-process']).default('worker'),
  PUBLIC_URL: z.string().url().optional(),
  // Comma-separated addresses or CIDR ranges of the reverse proxies whose X-Forwarded-* headers count (or loopback,
  // linklocal, uniquelocal); unset: no one's.
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.every(isProxyAddress), 'must list IP addresses, CIDR ranges, loopback, linklocal or uniquelocal')
    .optional(),
  JWT_SECRET: z.string().min(32).optional(),
  MEDIA_SIGNING_SECRET: z.string().min(32).optional(),
  // S3 pre-signed URLs live at most 7 days.
  MEDIA_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(6 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanText.default(true),
  WEB_DIST: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Insight Portal <no-reply@insight.local>'),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_EMBEDDING_MODEL: z.string().optional(),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  COOKIE_SECURE: booleanText.optional(),
  RUN_WORKERS: booleanText.default(true),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  SELF_REGISTRATION: booleanText.default(false),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  OIDC_GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_ID: z.string().optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_MICROSOFT_ISSUER: z.string().url().default('https://login.microsoftonline.com/common/v2.0'),
  OIDC_MICROSOFT_CLIENT_ID: z.string().optional(),
  OIDC_MICROSOFT_CLIENT_SECRET: z.string().optional(),
  // Whether every answer is checked against its zod contract before it is written (default: under NODE_ENV test or
  // development only; decision 0300).
  CHECK_RESPONSES: booleanText.optional(),
  NODE_ENV: z.string().optional(),
});

/** Whether `value` is an IP address, a CIDR range or one of proxy-addr's names. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address, bits, extra] = value.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** The origin links in mails and redirects use when PUBLIC_URL is unset: the configured host and port, never a request's. */
function defaultPublicBase(host: string, port: number): string {
  const name = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** One configured OpenID Connect provider. */
export type OidcProviderConfig = { issuer: string; clientId: string; clientSecret: string };

/** Validated settings of one API or worker process. Durations are in seconds. */
export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where embedded PGlite runs when `databaseUrl` is unset (EMBEDDED_DATABASE, default `worker`: off the event loop). */
  embeddedDatabase: 'worker' | 'in-process';
  publicUrl: string | undefined;
  /** Origin (no trailing slash) of every absolute link in mails and redirects: PUBLIC_URL, else http://<HOST>:<PORT>. */
  publicBase: string;
  /** Proxies whose X-Forwarded-* headers are trusted (TRUST_PROXY); empty: none, the socket address is the client's. */
  trustProxy: string[];
  jwtSecret: Uint8Array;
  mediaSigningSecret: string;
  /** Lifetime of every signed media URL in answers (MEDIA_URL_TTL_SECONDS, default 6 h = 21600 s). */
  mediaUrlTtlSeconds: number;
  logLevel: string;
  seedDemo: boolean;
  webDist: string;
  s3: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean } | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The OpenAI-compatible endpoint (OPENAI_BASE_URL; null: the built-in AI). `timeoutMs` per attempt (OPENAI_TIMEOUT_MS,
   * default 60000 ms), `maxRetries` on 429/5xx with backoff (OPENAI_MAX_RETRIES, default 2).
   */
  openai: { baseUrl: string; apiKey?: string; model: string; embeddingModel?: string; timeoutMs: number; maxRetries: number } | null;
  cookieSecure: boolean;
  media: ReturnType<typeof resolveMediaTools>;
  /** Whether this API process also runs the job workers (RUN_WORKERS, default true; false when `npm run worker` processes do). */
  runWorkers: boolean;
  /** Render jobs one worker process runs at a time (WORKER_CONCURRENCY, default 1). */
  workerConcurrency: number;
  /** Bytes of answers and viewers kept in memory between writes (ANSWER_CACHE_MB, default 64; 0: none; decision 0370). */
  answerCacheBytes: number;
  /** Whether POST /auth/register/self is open (SELF_REGISTRATION). */
  selfRegistration: boolean;
  /** Sign-in attempts allowed per minute per address and e-mail (LOGIN_RATE_LIMIT, default 10). */
  loginRateLimit: number;
  /**
   * Whether answers are encoded with their zod contract (a 500 on drift) rather than written by the serialisers compiled
   * from it (CHECK_RESPONSES; default true under NODE_ENV test or development; decision 0300).
   */
  checkResponses: boolean;
  /** OpenID Connect providers with client id and secret set (OIDC_<PROVIDER>_*). */
  oidc: { google: OidcProviderConfig | null; microsoft: OidcProviderConfig | null };
};

/** Thrown when an environment variable is invalid; the message names the variable. */
export class ConfigError extends Error {}

/** What a command-line entry prints when it cannot start: the message alone for a setting or a busy data folder, else the whole error. */
export function startFailureText(error: unknown): unknown {
  return error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error;
}

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');

/** Reads and validates `env` (default process.env); throws {@link ConfigError} naming the bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // An empty variable counts as unset (`DATABASE_URL=` turns the embedded database back on).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${issues.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const secrets = e.JWT_SECRET && e.MEDIA_SIGNING_SECRET ? null : loadOrCreateLocalSecrets(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedDatabase: e.EMBEDDED_DATABASE,
    publicUrl: e.PUBLIC_URL,
    publicBase: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : defaultPublicBase(e.HOST, e.PORT),
    trustProxy: e.TRUST_PROXY ?? [],
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? secrets!.jwt),
    mediaSigningSecret: e.MEDIA_SIGNING_SECRET ?? secrets!.media,
    mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    openai: e.OPENAI_BASE_URL
      ? {
          baseUrl: e.OPENAI_BASE_URL,
          apiKey: e.OPENAI_API_KEY,
          model: e.OPENAI_MODEL,
          embeddingModel: e.OPENAI_EMBEDDING_MODEL,
          timeoutMs: e.OPENAI_TIMEOUT_MS,
          maxRetries: e.OPENAI_MAX_RETRIES,
        }
      : null,
    cookieSecure: e.COOKIE_SECURE ?? e.PUBLIC_URL?.startsWith('https://') ?? false,
    media: resolveMediaTools(env),
    runWorkers: e.RUN_WORKERS,
    workerConcurrency: e.WORKER_CONCURRENCY,
    answerCacheBytes: e.ANSWER_CACHE_MB * 1024 * 1024,
    selfRegistration: e.SELF_REGISTRATION,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    checkResponses: e.CHECK_RESPONSES ?? (e.NODE_ENV === 'test' || e.NODE_ENV === 'development'),
    oidc: {
      google: oidcProvider(e.OIDC_GOOGLE_ISSUER, e.OIDC_GOOGLE_CLIENT_ID, e.OIDC_GOOGLE_CLIENT_SECRET),
      microsoft: oidcProvider(e.OIDC_MICROSOFT_ISSUER, e.OIDC_MICROSOFT_CLIENT_ID, e.OIDC_MICROSOFT_CLIENT_SECRET),
    },
  };
}

function oidcProvider(issuer: string, clientId: string | undefined, clientSecret: string | undefined): OidcProviderConfig | null {
  return clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
}

/** Secrets for a single-machine install, generated once with 256 random bits each and kept out of the repo. */
function loadOrCreateLocalSecrets(dataDir: string): { jwt: string; media: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { jwt: string; media: string };
  mkdirSync(dataDir, { recursive: true });
  const secrets = { jwt: randomBytes(32).toString('base64url'), media: randomBytes(32).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
