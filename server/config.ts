import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_DOCUMENT_MAX_BYTES } from '#contract/documents.ts';

const minutes = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the SPA, used in e-mailed links. Defaults to http://localhost:PORT. */
  APP_URL: z.url().optional(),
  /** An external PostgreSQL; when unset, an embedded server is started under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** With DATABASE_URL: the API's own connection, as a role that is a member of zelo_app (docs/decisions/009). */
  DATABASE_APP_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  BUILD_DIR: z.string().default('./build'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Zelo <nao-responda@zelo.app.br>'),
  SESSION_IDLE_MINUTES: minutes.default(120),
  SESSION_ABSOLUTE_MINUTES: minutes.default(12 * 60),
  PASSWORD_RESET_MINUTES: minutes.default(60),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** On a database with no users, create the demo accounts (set false for a real deployment). */
  SEED_DEMO: z.stringbool().default(true),
  SEED_DEMO_PASSWORD: z.string().min(8).optional(),
  /** Behind a load balancer or reverse proxy: trust X-Forwarded-For for the client IP (rate limits). */
  TRUST_PROXY: z.stringbool().default(false),
  /** CNPJ and CEP lookups (BrasilAPI, with ViaCEP as the CEP fallback). */
  BRASILAPI_URL: z.url().default('https://brasilapi.com.br'),
  VIACEP_URL: z.url().default('https://viacep.com.br'),
  EXTERNAL_SERVICE_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** WhatsApp Cloud API (Meta): with both the sender number's id and a token, the outbox sends WhatsApp messages. */
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  /** A Redis shared by several API processes, so rate limits count across all of them (ARCHITECTURE §9). */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL deve ser um endereço redis:// ou rediss://.' })
    .optional(),
  /** Uploaded files in an S3-compatible bucket instead of DATA_DIR/uploads (several API processes). */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible server such as MinIO; unset for AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addresses (`endpoint/bucket/key`), which most S3-compatible servers need; default: with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),
  /** The size limit of a condominium document's file, in megabytes (issue 12: 20 MB by default). */
  DOCUMENT_MAX_MB: z.coerce.number().positive().max(1024).default(DEFAULT_DOCUMENT_MAX_BYTES / (1024 * 1024)),
  /** Requests per minute and IP to the public QR pages of maintenances: phones scanning a label, never a scraper. */
  PUBLIC_MAINTENANCE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Uploads per minute and person, over every upload route: a person never sends this many, a script does. */
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** A bearer token that lets a scraper on another host read GET /metrics; without it only loopback may. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN deve ter ao menos 16 caracteres.').optional(),
  /** A folder for the daily backup (`npm run backup` writes there too); unset: the server takes none. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** How many of the newest archives the daily backup keeps in BACKUP_DIR; older ones are removed. */
  BACKUP_KEEP: z.coerce.number().int().positive().default(7),
  /** With DATABASE_URL: the `pg_dump` of the server's major version (default: the one on PATH). */
  PG_DUMP: z.string().min(1).default('pg_dump'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})
  // Half a WhatsApp configuration would keep every message unsent without a word: refuse to start instead.
  .refine((env) => Boolean(env.WHATSAPP_PHONE_NUMBER_ID) === Boolean(env.WHATSAPP_ACCESS_TOKEN), {
    path: ['WHATSAPP_ACCESS_TOKEN'],
    error: 'WHATSAPP_PHONE_NUMBER_ID e WHATSAPP_ACCESS_TOKEN vão juntas: defina as duas ou nenhuma.',
  });

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Configuração inválida:\n${z.prettifyError(parsed.error)}`);
  }
  const value = parsed.data;
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    appUrl: (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
    databaseUrl: value.DATABASE_URL,
    databaseAppUrl: value.DATABASE_APP_URL,
    dataDir: resolve(value.DATA_DIR),
    buildDir: resolve(value.BUILD_DIR),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    session: {
      idleMinutes: value.SESSION_IDLE_MINUTES,
      absoluteMinutes: value.SESSION_ABSOLUTE_MINUTES,
    },
    passwordResetMinutes: value.PASSWORD_RESET_MINUTES,
    authRateLimitPerMinute: value.AUTH_RATE_LIMIT_PER_MINUTE,
    seedDemo: value.SEED_DEMO,
    seedDemoPassword: value.SEED_DEMO_PASSWORD,
    trustProxy: value.TRUST_PROXY,
    lookups: {
      brasilApiUrl: value.BRASILAPI_URL.replace(/\/$/, ''),
      viaCepUrl: value.VIACEP_URL.replace(/\/$/, ''),
      timeoutMs: value.EXTERNAL_SERVICE_TIMEOUT_MS,
    },
    whatsapp:
      value.WHATSAPP_PHONE_NUMBER_ID && value.WHATSAPP_ACCESS_TOKEN
        ? {
            apiUrl: value.WHATSAPP_API_URL.replace(/\/$/, ''),
            phoneNumberId: value.WHATSAPP_PHONE_NUMBER_ID,
            accessToken: value.WHATSAPP_ACCESS_TOKEN,
            timeoutMs: value.EXTERNAL_SERVICE_TIMEOUT_MS,
          }
        : undefined,
    redisUrl: value.REDIS_URL,
    s3: value.S3_BUCKET
      ? {
          bucket: value.S3_BUCKET,
          region: value.S3_REGION,
          endpoint: value.S3_ENDPOINT,
          accessKeyId: value.S3_ACCESS_KEY_ID,
          secretAccessKey: value.S3_SECRET_ACCESS_KEY,
          forcePathStyle: value.S3_FORCE_PATH_STYLE ?? Boolean(value.S3_ENDPOINT),
        }
      : undefined,
    documentMaxBytes: Math.round(value.DOCUMENT_MAX_MB * 1024 * 1024),
    publicMaintenanceRateLimitPerMinute: value.PUBLIC_MAINTENANCE_RATE_LIMIT_PER_MINUTE,
    uploadRateLimitPerMinute: value.UPLOAD_RATE_LIMIT_PER_MINUTE,
    metricsToken: value.METRICS_TOKEN,
    backup: { dir: value.BACKUP_DIR ? resolve(value.BACKUP_DIR) : undefined, keep: value.BACKUP_KEEP, pgDump: value.PG_DUMP },
    logLevel: value.LOG_LEVEL,
  };
}
