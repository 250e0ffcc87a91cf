import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { adminQuery } from './pg-admin.js';
import type { EntityModel } from '../../../src/domain/entities/entity-model.js';
import type { TableDef } from '../../../src/domain/entities/table-model.js';
import { buildApp } from '../../../src/server/app.js';
import { loadConfig, type Config } from '../../../src/server/config.js';

export type DialectName = 'sqlite' | 'postgres';
export const dialects: DialectName[] = ['sqlite', 'postgres'];

const pgAdminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database of one dialect, and how to throw it away. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'plant-api-'));
    return { url: `sqlite:${join(dir, 'plant.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `plant_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(pgAdminUrl, `create database "${name}"`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(pgAdminUrl, `drop database if exists "${name}" with (force)`) };
}

export interface ServerOptions {
  entities?: readonly EntityModel[];
  tables?: readonly TableDef[];
  config?: Partial<Config>;
  logStream?: NodeJS.WritableStream;
}

export function testConfig(databaseUrl: string, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    databaseUrl,
    logLevel: 'silent',
    // API tests assert the demo plant's exact tag lists and counts; the demo series has its own test.
    seedDemoSeries: false,
    distDir: join(tmpdir(), 'plant-api-no-dist'),
    // Every inject comes from 127.0.0.1 and suites sign in often; the throttle has its own test.
    signInRateLimit: 10_000,
    ...overrides,
  };
}

/** An app on its own database; `restart` builds a new app on the same database. */
export interface TestServer {
  app: FastifyInstance;
  dialect: DialectName;
  database: TestDatabase;
  restart(): Promise<TestServer>;
  close(): Promise<void>;
}

export async function startServer(dialect: DialectName, options: ServerOptions = {}, existing?: TestDatabase): Promise<TestServer> {
  const database = existing ?? (await createTestDatabase(dialect));
  const config = testConfig(database.url, options.config);
  const app = await buildApp({ config, entities: options.entities, tables: options.tables, logStream: options.logStream }).catch(async (error) => {
    if (!existing) await database.drop();
    throw error;
  });
  return {
    app,
    dialect,
    database,
    async restart() {
      await app.close();
      return startServer(dialect, options, database);
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
