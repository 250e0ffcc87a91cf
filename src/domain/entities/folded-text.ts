/**
 * How `x-unique` text values compare, the twin of the SQL in src/server/db/folded-sql.ts: spaces at
 * either end dropped and ASCII letters in lower case. Other letters compare as written ("É" is not
 * "é"), as SQLite's lower() does and PostgreSQL's lower() under the "C" collation, so both databases
 * agree whatever their locale.
 */
export function foldText(value: string): string {
  return value.replace(/^ +| +$/g, '').replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
