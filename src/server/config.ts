// The only place that reads the environment. Every variable is documented in .env.example.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DOCUMENT_SUBJECT_MAX_LENGTH, parseSubjectList } from '../shared/files/document-info';
import { DEFAULT_DOCUMENT_SUBJECTS } from '../shared/files/messages';
import { CONTACT_TEXT } from '../shared/pages/messages';
import { SITE_NAME } from '../shared/site-messages';
import { OPERATOR_MESSAGES } from './operator-messages';
import { contentDir } from './paths';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/**
 * BACKGROUND_NICENESS: what nice(1) adds to the server's own niceness for the programs it runs in the
 * background (LibreOffice, ffmpeg, a speech program, the preview worker), so that on a busy machine they
 * take the CPU that requests leave. By default 10: on two cores, ffmpeg evening out the loudness of ~4,000
 * clips at start had pages answering many times slower until it was done. 0 runs them at the server's
 * priority (the tests do: their own workers would starve them). Empty means the default.
 */
const DEFAULT_BACKGROUND_NICENESS = 10;
const backgroundNiceness = z
  .string()
  .trim()
  .regex(/^(1?\d)?$/, 'must be a whole number from 0 (the server’s own priority) to 19 (the lowest)')
  .transform((value) => (value === '' ? DEFAULT_BACKGROUND_NICENESS : Number(value)))
  .default(DEFAULT_BACKGROUND_NICENESS);

/** DATABASE_POOL_SIZE: empty or unset leaves the pool's own default (db/connect.ts DEFAULT_POOL_SIZE). */
const poolSize = z
  .string()
  .trim()
  .regex(/^\d*$/, 'must be a whole number of connections')
  .transform((value) => (value === '' ? undefined : Number(value)))
  .pipe(z.number().int().min(1).max(500).optional())
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: z.string().trim().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_GRACE_S: z.coerce.number().min(0).max(3600).default(30),
  LIVE_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),

  AUTH_SECRET: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(32, OPERATOR_MESSAGES.secretTooShort).optional())
    .optional(),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag.default(false),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  ADMIN_EMAILS: z.string().default(''),

  DATABASE_URL: optionalUrl,
  PRACTICE_DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: poolSize,

  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_MEDIA_BUCKET: optionalString,
  S3_STORAGE_BUCKET: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  STORAGE_PUBLIC_HOST: optionalUrl,
  RESUMABLE_UPLOAD_STORE: z.enum(['disk', 's3']).default('disk'),

  OPENAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o'),
  AI_PROVIDER_NAME: z.string().trim().min(1).default('OpenAI'),
  EXAMPLE_GENERATION_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  CONTENT_DIR: optionalString,

  PAYMENT_PROVIDER: z.enum(['sandbox', 'payos']).default('sandbox'),
  PAYOS_CLIENT_ID: optionalString,
  PAYOS_API_KEY: optionalString,
  PAYOS_CHECKSUM_KEY: optionalString,
  PAYOS_BASE_URL: optionalUrl,
  SANDBOX_CHECKSUM_KEY: optionalString,
  PAYMENT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  ORDER_READ_RATE_LIMIT: z.coerce.number().int().min(1).default(60),

  ANALYTICS_MEASUREMENT_ID: optionalString,
  DOCUMENT_SUBJECTS: optionalString,
  CONTACT_EMAIL: z.string().trim().default('hotro@hoctienganh.local'),
  CONTACT_HOTLINE: z.string().trim().default('1900 0000'),
  CONTACT_ADDRESS: z.string().trim().default(CONTACT_TEXT.defaultAddress),
  CONTACT_FACEBOOK_URL: optionalUrl,
  CONTACT_YOUTUBE_URL: optionalUrl,
  SOFFICE_PATH: optionalString,
  FFMPEG_PATH: optionalString,
  PREVIEW_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  UPLOAD_QUOTA_MB_PER_DAY: z.coerce.number().int().min(0).max(10_000_000).default(2048),
  PREVIEW_TIMEOUT_S: z.coerce.number().min(1).max(3600).default(120),
  PREVIEW_WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(16384).default(512),
  OFFICE_SANDBOX: z.enum(['required', 'off']).default('required'),
  OFFICE_MEMORY_MB: z.coerce.number().int().min(1).max(65536).default(1024),
  BACKGROUND_NICENESS: backgroundNiceness,
  SEARCH_CACHE_TTL_S: z.coerce.number().min(0).max(3600).default(60),
  LIST_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),

  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,

  TTS_PROVIDER: z.enum(['', 'openai', 'command']).default(''),
  TTS_BASE_URL: optionalUrl,
  TTS_API_KEY: optionalString,
  TTS_MODEL: z.string().trim().min(1).default('tts-1'),
  TTS_VOICE: optionalString,
  TTS_VOICE_UK: optionalString,
  TTS_COMMAND: optionalString,
  TTS_TIMEOUT_S: z.coerce.number().min(1).max(600).default(60),
  TTS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
});

export type Environment = z.infer<typeof ZEnvironment>;

export interface Config {
  env: Environment['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** Whose X-Forwarded-For entries are believed (see parseTrustProxy); Fastify's `trustProxy` as it is. */
  trustProxy: TrustProxy;
  logLevel: Environment['LOG_LEVEL'];
  /** How long a shutdown lets requests in flight finish before the process exits anyway. */
  shutdownGraceMs: number;
  /** Event streams (/api/v4/events) one instance holds open at once per account and per client address. */
  liveStreams: { perAccount: number; perAddress: number };
  auth: {
    /** Undefined: generated once and kept in DATA_DIR (see auth/secret.ts). */
    secret: string | undefined;
    signInRateLimit: number;
    /** Sign-up mails a verification link; unverified accounts may sign in but not upload. */
    requireEmailVerification: boolean;
    google: { clientId: string; clientSecret: string } | undefined;
    /** The accounts (lower-case e-mails) that may use /admin. */
    adminEmails: string[];
  };
  database: {
    mainUrl: string | undefined;
    practiceUrl: string | undefined;
    /** Connections each PostgreSQL pool (main store, practice store) opens at most; undefined: the default. */
    poolSize: number | undefined;
  };
  storage: {
    driver: 'disk' | 's3';
    s3:
      | {
          endpoint: string | undefined;
          region: string;
          accessKeyId: string | undefined;
          secretAccessKey: string | undefined;
          mediaBucket: string;
          storageBucket: string;
          forcePathStyle: boolean;
        }
      | undefined;
    publicHost: string | undefined;
    /** Where unfinished tus uploads are kept: DATA_DIR/uploads-tus, or the storage bucket under tus/. */
    resumableStore: 'disk' | 's3';
    /** What one account may upload in 24 hours, in bytes; 0 sets no limit. */
    uploadQuotaBytesPerDay: number;
  };
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string; providerName: string };
  practice: {
    /** Holds vocabulary.json and sentences.json, loaded into an empty practice store at start. */
    contentDir: string;
    /** Example generations allowed per client address per minute. */
    generationRateLimit: number;
  };
  payments: {
    provider: 'sandbox' | 'payos';
    payos: { clientId: string; apiKey: string; checksumKey: string; baseUrl: string | undefined } | undefined;
    sandboxChecksumKey: string | undefined;
    /** Payment links allowed per client address per minute. */
    createRateLimit: number;
    /** Order reads and sandbox actions one address may make per minute (order codes can be guessed). */
    orderReadRateLimit: number;
  };
  analyticsMeasurementId: string | undefined;
  contact: {
    email: string;
    hotline: string;
    address: string;
    facebookUrl: string | undefined;
    youtubeUrl: string | undefined;
  };
  /** The subjects (or exams) a document may be filed under, in the order the upload dialog offers them. */
  documentSubjects: string[];
  sofficePath: string | undefined;
  /** How long an instance keeps the ranked matches of a search; 0 keeps none. */
  searchCacheTtlMs: number;
  /**
   * How long an instance keeps a written page of a list (files/list-cache.ts); 0 keeps none. Changes
   * clear the pages they touch at once; this bounds what a lost notification could leave.
   */
  listCacheTtlMs: number;
  /** The background preview jobs. */
  previews: {
    ffmpegPath: string | undefined;
    /** Jobs one instance runs at once. */
    concurrency: number;
    /** Wall-clock limit of each program a job runs (LibreOffice, the worker process, ffmpeg); then killed. */
    timeoutMs: number;
    /** V8 heap limit of the worker process (--max-old-space-size); its whole memory is limited to twice this. */
    workerMemoryMb: number;
    /**
     * 'required': LibreOffice converts only inside its sandbox (office-sandbox.ts), and Office files get no
     * preview where the system cannot make it; 'off': it converts without (its locked-down profile only).
     */
    officeSandbox: 'required' | 'off';
    /**
     * The resident memory LibreOffice's warm converter may keep (OFFICE_MEMORY_MB): past it after a
     * conversion, the converter is ended and the next conversion starts another.
     */
    officeMemoryMb: number;
    /**
     * Added to the server's niceness for LibreOffice, ffmpeg and the worker process (BACKGROUND_NICENESS,
     * 0-19, default 10): they get the CPU that requests leave. 0 runs them at the server's own priority.
     */
    niceness: number;
  };
  /** Mail: SMTP when a URL is set, else each mail is written to DATA_DIR/outbox as an .eml file. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Speech synthesis of the practice items' audio; undefined: no provider, browsers' voices only. */
  tts: TtsConfig | undefined;
}

export type TtsConfig = {
  /** Voice names (or, for `command`, whatever its {voice} placeholder takes) per accent; uk is optional. */
  voices: { us: string; uk: string | undefined };
  /** Each synthesis (request or program) is given up after this. */
  timeoutMs: number;
  /** Syntheses running at once during a build. */
  concurrency: number;
  ffmpegPath: string | undefined;
  /** Added to the server's niceness for the speech program and ffmpeg (BACKGROUND_NICENESS, as for previews). */
  niceness: number;
} & (
  | { provider: 'openai'; baseUrl: string; apiKey: string | undefined; model: string }
  | { provider: 'command'; command: string }
);

/**
 * false: the connection's own address is the client's. A number: that many proxies stand in front, each
 * appending the address it saw to X-Forwarded-For, so the client is that many entries from the right.
 * A list: the proxies' addresses (or ranges), and the client is the right-most entry not among them.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's (Fastify's) names for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY. `true` means the one proxy in front (the README's nginx), never 'believe every entry': the
 * left-most entries are whatever the client wrote, and an address picked from them would let anyone
 * choose their own per-address limits.
 */
function parseTrustProxy(value: string, problems: string[]): TrustProxy {
  const flag = value.toLowerCase();
  if (['', 'false', 'no', '0'].includes(flag)) return false;
  if (['true', 'yes'].includes(flag)) return 1;
  if (/^\d+$/.test(flag)) {
    const hops = Number(flag);
    if (hops <= 10) return hops;
    problems.push('TRUST_PROXY: at most 10 proxies in a chain');
    return false;
  }
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (addresses.length === 0) return false;
  const invalid = addresses.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length === 0) return addresses;
  problems.push(
    `TRUST_PROXY: "${invalid.join('", "')}" is not an IP address or range; use true (one proxy), ` +
      'the number of proxies in front, or their addresses (e.g. 127.0.0.1,10.0.0.0/8)',
  );
  return false;
}

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`${OPERATOR_MESSAGES.invalidConfiguration}\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnvironment.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];

  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
      : undefined;
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET: set both or neither');
  }

  let s3: Config['storage']['s3'];
  if (env.STORAGE_DRIVER === 's3') {
    if (!env.S3_MEDIA_BUCKET) problems.push('S3_MEDIA_BUCKET: required when STORAGE_DRIVER=s3');
    if (!env.S3_STORAGE_BUCKET) problems.push('S3_STORAGE_BUCKET: required when STORAGE_DRIVER=s3');
    s3 = {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      mediaBucket: env.S3_MEDIA_BUCKET ?? '',
      storageBucket: env.S3_STORAGE_BUCKET ?? '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    };
  }
  // The parts go to the storage bucket: without S3 there is none, and falling back to the disk quietly
  // would leave instances that expect shared parts each with their own.
  if (env.RESUMABLE_UPLOAD_STORE === 's3' && env.STORAGE_DRIVER !== 's3') {
    problems.push('RESUMABLE_UPLOAD_STORE: s3 needs STORAGE_DRIVER=s3 (the parts go to S3_STORAGE_BUCKET)');
  }

  let payos: Config['payments']['payos'];
  if (env.PAYMENT_PROVIDER === 'payos') {
    for (const name of ['PAYOS_CLIENT_ID', 'PAYOS_API_KEY', 'PAYOS_CHECKSUM_KEY'] as const) {
      if (!env[name]) problems.push(`${name}: required when PAYMENT_PROVIDER=payos`);
    }
    payos = {
      clientId: env.PAYOS_CLIENT_ID ?? '',
      apiKey: env.PAYOS_API_KEY ?? '',
      checksumKey: env.PAYOS_CHECKSUM_KEY ?? '',
      baseUrl: env.PAYOS_BASE_URL,
    };
  }

  const adminEmails = env.ADMIN_EMAILS.split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== '');
  for (const email of adminEmails) {
    if (!z.email().safeParse(email).success) problems.push(`ADMIN_EMAILS: "${email}" is not an e-mail address`);
  }

  const documentSubjects = parseSubjectList(env.DOCUMENT_SUBJECTS, DEFAULT_DOCUMENT_SUBJECTS);
  for (const subject of documentSubjects.problems) {
    problems.push(
      `DOCUMENT_SUBJECTS: "${subject}" must be one line of at most ${DOCUMENT_SUBJECT_MAX_LENGTH} characters`,
    );
  }

  if (env.SMTP_URL && !/^smtps?:\/\//.test(env.SMTP_URL)) {
    problems.push('SMTP_URL: must start with smtp:// or smtps:// (e.g. smtps://user:pass@smtp.example.com:465)');
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);

  let tts: TtsConfig | undefined;
  const ttsCommon = {
    timeoutMs: env.TTS_TIMEOUT_S * 1000,
    concurrency: env.TTS_CONCURRENCY,
    ffmpegPath: env.FFMPEG_PATH,
    niceness: env.BACKGROUND_NICENESS,
  };
  if (env.TTS_PROVIDER === 'openai') {
    const baseUrl = (env.TTS_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
    // OpenAI itself needs a key; a self-hosted compatible server often does not.
    if (!env.TTS_API_KEY && !env.TTS_BASE_URL) problems.push('TTS_API_KEY: required for OpenAI (or set TTS_BASE_URL)');
    tts = {
      ...ttsCommon,
      provider: 'openai',
      baseUrl,
      apiKey: env.TTS_API_KEY,
      model: env.TTS_MODEL,
      voices: { us: env.TTS_VOICE ?? 'alloy', uk: env.TTS_VOICE_UK },
    };
  } else if (env.TTS_PROVIDER === 'command') {
    if (!env.TTS_COMMAND) problems.push('TTS_COMMAND: required when TTS_PROVIDER=command');
    else if (!env.TTS_COMMAND.includes('{output}')) problems.push('TTS_COMMAND: must name the audio file as {output}');
    tts = {
      ...ttsCommon,
      provider: 'command',
      command: env.TTS_COMMAND ?? '',
      voices: { us: env.TTS_VOICE ?? '', uk: env.TTS_VOICE_UK },
    };
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl,
    trustProxy,
    logLevel: env.LOG_LEVEL,
    shutdownGraceMs: env.SHUTDOWN_GRACE_S * 1000,
    liveStreams: { perAccount: env.LIVE_STREAMS_PER_ACCOUNT, perAddress: env.LIVE_STREAMS_PER_ADDRESS },
    auth: {
      secret: env.AUTH_SECRET,
      signInRateLimit: env.SIGN_IN_RATE_LIMIT,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      google,
      adminEmails,
    },
    database: { mainUrl: env.DATABASE_URL, practiceUrl: env.PRACTICE_DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE },
    storage: {
      driver: env.STORAGE_DRIVER,
      s3,
      publicHost: env.STORAGE_PUBLIC_HOST,
      resumableStore: env.RESUMABLE_UPLOAD_STORE,
      uploadQuotaBytesPerDay: env.UPLOAD_QUOTA_MB_PER_DAY * 1024 * 1024,
    },
    ai: {
      baseUrl: env.OPENAI_BASE_URL,
      apiKey: env.OPENAI_API_KEY,
      model: env.OPENAI_MODEL,
      providerName: env.AI_PROVIDER_NAME,
    },
    practice: {
      contentDir: env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : contentDir,
      generationRateLimit: env.EXAMPLE_GENERATION_RATE_LIMIT,
    },
    payments: {
      provider: env.PAYMENT_PROVIDER,
      payos,
      sandboxChecksumKey: env.SANDBOX_CHECKSUM_KEY,
      createRateLimit: env.PAYMENT_RATE_LIMIT,
      orderReadRateLimit: env.ORDER_READ_RATE_LIMIT,
    },
    analyticsMeasurementId: env.ANALYTICS_MEASUREMENT_ID,
    contact: {
      email: env.CONTACT_EMAIL,
      hotline: env.CONTACT_HOTLINE,
      address: env.CONTACT_ADDRESS,
      facebookUrl: env.CONTACT_FACEBOOK_URL,
      youtubeUrl: env.CONTACT_YOUTUBE_URL,
    },
    documentSubjects: documentSubjects.subjects,
    sofficePath: env.SOFFICE_PATH,
    searchCacheTtlMs: env.SEARCH_CACHE_TTL_S * 1000,
    listCacheTtlMs: env.LIST_CACHE_TTL_MS,
    previews: {
      ffmpegPath: env.FFMPEG_PATH,
      concurrency: env.PREVIEW_JOB_CONCURRENCY,
      timeoutMs: env.PREVIEW_TIMEOUT_S * 1000,
      workerMemoryMb: env.PREVIEW_WORKER_MEMORY_MB,
      officeSandbox: env.OFFICE_SANDBOX,
      officeMemoryMb: env.OFFICE_MEMORY_MB,
      niceness: env.BACKGROUND_NICENESS,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? `${SITE_NAME} <no-reply@${new URL(publicUrl).hostname}>` },
    tts,
  };
}
