import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseClientRules, type ClientRules } from '../domain/navigation/client-rules.js';
import { parseSentryDsn } from './modules/client-errors/sentry-dsn.js';

export interface Config {
  /** `NODE_ENV=production`: a real installation, which refuses the committed demo contract key. */
  production: boolean;
  port: number;
  host: string;
  /** `sqlite:PATH` or `postgres://...`. */
  databaseUrl: string;
  /** First path segment of every API call: `/{product}/...`. */
  product: string;
  bodyLimit: number;
  /** `LOGBOOK_MAX_BYTES`: the largest logbook annotation (UTF-8 bytes); larger gets 413. */
  logbookMaxBytes: number;
  sessionTtlHours: number;
  /** Seed the demo plant when the user table is empty. */
  seedDemo: boolean;
  /** With the demo plant, 90 days of five-minute values for two demo tags. */
  seedDemoSeries: boolean;
  logLevel: string;
  /** The Vite build served as static files. */
  distDir: string;
  /** The vendor's Ed25519 public key that signs contract renewal keys: PEM, or base64 of its SPKI bytes. */
  contractPublicKey: string;
  /** Where uploaded files (avatars) are stored, under server-generated names. */
  uploadDir: string;
  /** `CLIENT_RULES`: the client codes that keep `/scale` and those restricted (platform-core section 6). */
  clientRules: ClientRules;
  /** `EMBED_ORIGINS`: the sites (origins, space- or comma-separated) that may frame `/iframe/component`. */
  embedOrigins: string[];
  /** `SIGN_IN_RATE_LIMIT`: sign-in calls per minute from one address, per API process. */
  signInRateLimit: number;
  /** `SENTRY_DSN`: where client error reports are also sent; none by default. */
  sentryDsn?: string;
  /** `POWERBI_EMBED_URL`: the Power BI report embedding address a Power BI dashboard opens (default Microsoft's). */
  powerbiEmbedUrl: string;
}

type Env = Record<string, string | undefined>;

/** The demo vendor key, committed for the demo plant and the tests; its private half is public too. */
export const demoContractKeyPath = resolve(import.meta.dirname, '../../config/contract-public.pem');

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** Each entry must be a bare origin (`https://portal.example.com`), as CSP frame-ancestors compares them. */
function origins(env: Env, name: string): string[] {
  const entries = (env[name] ?? '').split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
    if (origin === 'null' || origin !== entry.replace(/\/$/, '')) throw new Error(`${name} must list origins like https://portal.example.com, got "${entry}"`);
  }
  return entries.map((entry) => new URL(entry).origin);
}

/** An absolute http(s) address, without query or fragment (the server appends the report's). */
function baseUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !['https:', 'http:'].includes(url.protocol) || url.search || url.hash)
    throw new Error(`${name} must be an http(s) address without query, got "${raw}"`);
  return url.href;
}

export function loadConfig(env: Env = process.env): Config {
  const product = env.PRODUCT || 'plataforma';
  if (!/^[A-Za-z0-9_-]+$/.test(product)) throw new Error(`PRODUCT must be one path segment, got "${product}"`);
  return {
    production: env.NODE_ENV === 'production',
    port: positiveInteger(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || 'sqlite:./data/plant.db',
    product,
    bodyLimit: positiveInteger(env, 'BODY_LIMIT', 1024 * 1024),
    logbookMaxBytes: positiveInteger(env, 'LOGBOOK_MAX_BYTES', 64 * 1024),
    sessionTtlHours: positiveInteger(env, 'SESSION_TTL_HOURS', 12),
    seedDemo: flag(env, 'SEED_DEMO', true),
    seedDemoSeries: flag(env, 'SEED_DEMO_SERIES', true),
    logLevel: env.LOG_LEVEL || 'info',
    // The build sits beside package.json, wherever the server is started from.
    distDir: env.DIST_DIR ? resolve(env.DIST_DIR) : resolve(import.meta.dirname, '../../dist'),
    // The default is the demo vendor key committed in config/; production sets its own.
    contractPublicKey: env.CONTRACT_PUBLIC_KEY || readFileSync(demoContractKeyPath, 'utf8'),
    uploadDir: resolve(env.UPLOAD_DIR || './data/uploads'),
    clientRules: parseClientRules(env.CLIENT_RULES),
    embedOrigins: origins(env, 'EMBED_ORIGINS'),
    signInRateLimit: positiveInteger(env, 'SIGN_IN_RATE_LIMIT', 20),
    sentryDsn: env.SENTRY_DSN ? parseSentryDsn(env.SENTRY_DSN).dsn : undefined,
    powerbiEmbedUrl: baseUrl(env, 'POWERBI_EMBED_URL', 'https://app.powerbi.com/reportEmbed'),
  };
}
