import { quote } from './column-sql.js';
import type { Dialect } from './create-database.js';

/**
 * A case-insensitive text column as unique indexes and the check before writing compare it (the
 * twin of src/domain/entities/folded-text.ts): trimmed of spaces, ASCII letters in lower case.
 * PostgreSQL's lower() follows the column's collation, so "C" pins it to ASCII like SQLite's.
 */
export function foldedColumnSql(dialect: Dialect, column: string): string {
  return dialect === 'postgres' ? `lower(btrim(${quote(column)}) collate "C")` : `lower(trim(${quote(column)}))`;
}
