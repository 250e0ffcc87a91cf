/** Dialect-neutral table definitions; src/server/db/migrate-tables.ts maps them to SQLite or PostgreSQL. */
export type ColumnType = 'integer' | 'real' | 'text' | 'boolean' | 'json';

export interface ColumnDef {
  name: string;
  type: ColumnType;
  notNull: boolean;
  primaryKey?: boolean;
  autoIncrement?: boolean;
  maxLength?: number;
  /** Text of an `x-unique` set: unique indexes compare it trimmed and without ASCII case. */
  caseInsensitive?: boolean;
  references?: { table: string; column: string; onDelete?: 'cascade' };
}

export interface TableDef {
  name: string;
  columns: readonly ColumnDef[];
  /** Each entry is one unique constraint over these columns. */
  uniques: readonly (readonly string[])[];
  /** Each entry is one index over these columns (foreign keys, scope). */
  indexes: readonly (readonly string[])[];
}
