import { adminQuery } from '../api/helpers/pg-admin.js';

export const pgAdminUrl = process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const pgAdmin = (text: string) => adminQuery(pgAdminUrl, text);

/**
 * Runs `measure` on a new PostgreSQL database `name` and drops it afterwards; answers `{skipped}`
 * when PostgreSQL is not reachable, so a bench still reports its SQLite figures.
 */
export async function withBenchPostgres<T>(name: string, measure: (url: string) => Promise<T>): Promise<T | { skipped: string }> {
  try {
    await pgAdmin(`create database "${name}"`);
  } catch (error) {
    return { skipped: `PostgreSQL not reachable at ${pgAdminUrl}: ${(error as Error).message}` };
  }
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  try {
    return await measure(url.toString());
  } finally {
    await pgAdmin(`drop database if exists "${name}" with (force)`);
  }
}
