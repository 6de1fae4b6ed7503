import { aiProviderKindSchema, type AiProviderKind } from '@vitae/schema';
import { TEMPLATES_DIR } from '@vitae/pdf';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** Every setting, read from the environment once at start. `.env.example` lists them with these defaults. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  JWT_ACCESS_SECRET: optionalString,
  JWT_REFRESH_SECRET: optionalString,
  URL_SIGNING_SECRET: optionalString,
  TWO_FACTOR_KEY: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  REDIS_URL: optionalString,
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  TEMPLATES_DIR: z.string().trim().min(1).default(TEMPLATES_DIR),
  PDF_WORKERS: z.coerce.number().int().min(1).max(32).optional(),
  PDF_RENDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  PDF_WORKER_IDLE_SECONDS: z.coerce.number().positive().default(30),
  PDF_WORKER_MAX_RENDERS: z.coerce.number().int().positive().default(200),
  PDF_QUEUE_MAX: z.coerce.number().int().min(0).default(100),
  PDF_LINK_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  PDF_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  RENDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  PREVIEW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  PDF_STORE_BYTES_PER_USER: z.coerce
    .number()
    .int()
    .positive()
    .default(32 * 1024 * 1024),
  MAX_RESUMES_PER_USER: z.coerce.number().int().positive().default(200),
  IMPORT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  IMPORT_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  IMPORT_WORKER_MEMORY_MB: z.coerce.number().int().min(128).default(512),
  SHARE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  ATS_CHECK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  PUBLIC_ATS_CHECK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  AI_PROVIDER: z.preprocess((value) => value || undefined, aiProviderKindSchema.optional()),
  GEMINI_API_KEY: optionalString,
  GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.0-flash'),
  GEMINI_BASE_URL: z.preprocess((value) => value || undefined, z.url().optional()),
  OPENAI_BASE_URL: z.preprocess((value) => value || undefined, z.url().optional()),
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  GRAMMAR_IDLE_SECONDS: z.coerce.number().positive().default(45),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  PUBLIC_URL: z.preprocess((value) => value || undefined, z.url().optional()),
  SMTP_URL: z.preprocess((value) => value || undefined, z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().trim().min(1).default('Vitae <no-reply@localhost>'),
  SIGNUP: z.enum(['open', 'invite', 'closed']).default('open'),
  SETUP_TOKEN: optionalString,
  LEGAL_DIR: optionalString,
});

export type Env = z.infer<typeof envSchema>;

/** The names of every setting, as the environment spells them. */
export const SETTING_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

/** The settings, typed from `envSchema` through `configFrom`, plus what is never read from the environment. */
export type Config = ReturnType<typeof configFrom> & {
  /** Where the web app's production build is; absent in tests that do not serve it. */
  webDistDir?: string | undefined;
  /** The clock of resume History (tests move it); default: the system's. Never read from the environment. */
  now?: (() => Date) | undefined;
};

export class ConfigError extends Error {}

/** Validates the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (env.ADMIN_EMAILS?.trim()) {
    throw new ConfigError(
      'ADMIN_EMAILS is no longer read: an email never makes an admin. Roles are stored on the accounts (the first ' +
        'account of an instance is its admin). Remove ADMIN_EMAILS and grant the role with `npm run admin -- grant <email>`.',
    );
  }
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid settings: ${problems}`);
  }
  return configFrom(parsed.data);
}

/** The validated settings as the app reads them: grouped, in the units it uses, the AI provider settled. */
function configFrom(e: Env) {
  const aiProvider: AiProviderKind =
    e.AI_PROVIDER ?? (e.GEMINI_API_KEY ? 'gemini' : e.OPENAI_BASE_URL ? 'openai' : 'offline');
  if (aiProvider === 'gemini' && !e.GEMINI_API_KEY) {
    throw new ConfigError('Invalid settings: GEMINI_API_KEY: required when AI_PROVIDER is gemini');
  }
  if (aiProvider === 'openai' && !e.OPENAI_BASE_URL && !e.OPENAI_API_KEY) {
    throw new ConfigError('Invalid settings: OPENAI_BASE_URL or OPENAI_API_KEY: required when AI_PROVIDER is openai');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    secrets: {
      jwtAccess: e.JWT_ACCESS_SECRET,
      jwtRefresh: e.JWT_REFRESH_SECRET,
      urlSigning: e.URL_SIGNING_SECRET,
      twoFactor: e.TWO_FACTOR_KEY,
    },
    /** Where people reach the web app: the links in mails and the passkeys' site. Default: this server's address. */
    publicUrl: (
      e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST}:${e.PORT}`
    ).replace(/\/$/, ''),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    signUp: { mode: e.SIGNUP, setupToken: e.SETUP_TOKEN },
    /** Where terms.md and privacy.md are read from; default: the bundled texts. */
    legalDir: e.LEGAL_DIR,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    /** Shared store for rate limits across instances; unset: each instance counts alone. */
    redisUrl: e.REDIS_URL,
    /** log2 of scrypt's N for new password hashes; each hash records its own. */
    passwordHashCost: e.PASSWORD_HASH_COST,
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
    },
    /** The template registry: one folder per template (meta.json + template.typ) beside shared.typ. */
    templatesDir: e.TEMPLATES_DIR,
    pdf: {
      /** Worker processes compiling PDFs at most; default: the machine's cores, at most 4. */
      workers: e.PDF_WORKERS,
      /** A worker process exits after this long without a render; the next render starts one again. */
      workerIdleMs: e.PDF_WORKER_IDLE_SECONDS * 1000,
      /** A worker process is replaced after this many renders (Typst keeps memory from each). */
      workerMaxRenders: e.PDF_WORKER_MAX_RENDERS,
      renderTimeoutMs: e.PDF_RENDER_TIMEOUT_MS,
      /** Renders that may wait for a worker before the API answers 503. */
      maxQueue: e.PDF_QUEUE_MAX,
      linkTtlSeconds: e.PDF_LINK_TTL_SECONDS,
      /** Bytes of PDFs kept in memory to answer links (and, on PGlite, of PDFs not stored yet). */
      cacheBytes: e.PDF_CACHE_BYTES,
      /** generate-resume calls per user per minute; past it the API answers 429. */
      renderRateLimitPerMinute: e.RENDER_RATE_LIMIT_PER_MINUTE,
      /** preview-resume and resume-thumbnail calls per user per minute; past it the API answers 429. */
      previewRateLimitPerMinute: e.PREVIEW_RATE_LIMIT_PER_MINUTE,
      /** Bytes of stored PDFs one user keeps; past it their least recently used resumes' PDFs are deleted. */
      storeBytesPerUser: e.PDF_STORE_BYTES_PER_USER,
    },
    ai: {
      provider: aiProvider,
      /** Each provider call, from request to last streamed piece. */
      timeoutMs: e.AI_TIMEOUT_MS,
      rateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
      /** Harper's process stops after this long without a grammar check (and starts again on the next). */
      grammarIdleMs: e.GRAMMAR_IDLE_SECONDS * 1000,
      gemini: { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_MODEL, baseUrl: e.GEMINI_BASE_URL },
      openai: { apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL, baseUrl: e.OPENAI_BASE_URL },
    },
    /** Resumes one account may keep; creating one more answers 422. */
    maxResumesPerUser: e.MAX_RESUMES_PER_USER,
    /** Resume imports per signed-in user a minute; past it 429. */
    importRateLimitPerMinute: e.IMPORT_RATE_LIMIT_PER_MINUTE,
    /** The processes imported files are read in: how many, and the memory one may use before it is killed. */
    importReaders: { workers: e.IMPORT_WORKERS, maxRssBytes: e.IMPORT_WORKER_MEMORY_MB * 1024 * 1024 },
    /** Public share pages and their PDFs opened per client IP a minute. */
    shareRateLimitPerMinute: e.SHARE_RATE_LIMIT_PER_MINUTE,
    /** ATS checks of one's own resumes per signed-in user a minute (the editor checks live while typing). */
    atsCheckRateLimitPerMinute: e.ATS_CHECK_RATE_LIMIT_PER_MINUTE,
    /** Files checked by the public ATS checker per client IP a minute. */
    publicAtsCheckRateLimitPerMinute: e.PUBLIC_ATS_CHECK_RATE_LIMIT_PER_MINUTE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
  };
}
