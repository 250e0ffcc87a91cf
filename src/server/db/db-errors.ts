/** What a failed statement means for the API, on either dialect. */
export type DbFailure =
  /** `index`: the index's name, when the database names it (always for an expression index, whose columns it cannot list). */
  { kind: 'unique'; columns: string[]; index?: string } | { kind: 'foreign-key' } | { kind: 'bad-data' };

function sqliteFailure(code: string, message: string): DbFailure | undefined {
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    // "UNIQUE constraint failed: table.col1, table.col2", or "...: index 'name'" for an expression index
    const index = /: index '([^']+)'$/.exec(message)?.[1];
    if (index) return { kind: 'unique', columns: [], index };
    const list = message.split(':')[1] ?? '';
    return { kind: 'unique', columns: list.split(',').map((part) => part.trim().split('.').pop() ?? '') };
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return { kind: 'foreign-key' };
  if (code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG') return { kind: 'bad-data' };
  return undefined;
}

function postgresFailure(code: string, detail: string, constraint: string | undefined): DbFailure | undefined {
  if (code === '23505') {
    // detail: "Key (cli_codigo, per_descri)=(1, Operator) already exists."
    const match = /^Key \(([^)]*)\)/.exec(detail);
    const columns = (match?.[1] ?? '').split(',').map((c) => c.trim().replace(/"/g, ''));
    return { kind: 'unique', columns, ...(constraint ? { index: constraint } : {}) };
  }
  if (code === '23503') return { kind: 'foreign-key' };
  // Class 22: data exceptions (value out of range, invalid text, NUL bytes...): the input was bad.
  if (code.startsWith('22')) return { kind: 'bad-data' };
  return undefined;
}

export function classifyDbError(error: unknown): DbFailure | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, message, detail, constraint } = error as { code?: unknown; message?: unknown; detail?: unknown; constraint?: unknown };
  if (typeof code !== 'string') return undefined;
  if (code.startsWith('SQLITE_')) return sqliteFailure(code, String(message ?? ''));
  if (/^[0-9A-Z]{5}$/.test(code)) return postgresFailure(code, String(detail ?? ''), typeof constraint === 'string' ? constraint : undefined);
  return undefined;
}
