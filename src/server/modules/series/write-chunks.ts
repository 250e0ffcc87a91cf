import type { Dialect } from '../../db/create-database.js';

/**
 * Bound parameters per statement, kept well under SQLite's 32,766 and PostgreSQL's 65,535 so a
 * multi-row insert never hits the limit whatever the row width.
 */
const maxParameters: Record<Dialect, number> = { sqlite: 15_000, postgres: 30_000 };

/** Rows per multi-row statement for rows of `width` parameters. */
export function rowsPerStatement(dialect: Dialect, width: number): number {
  return Math.max(1, Math.floor(maxParameters[dialect] / width));
}

export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
