import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { scopeColumns, type EntityModel } from '../../../domain/entities/entity-model.js';

export interface UnitRef {
  id_elemento: number;
  plt_codigo: number;
  cli_codigo: number;
}

/** Who is asking and for which unit: decides which rows of a scoped entity exist for them. */
export interface AccessScope {
  isAdmin: boolean;
  /** Manages clients across tenants (the client list itself); only an admin holding the grant. */
  isSuperAdmin?: boolean;
  clientId: number | null;
  /** The current unit; null when the client has no unit the user may use yet. */
  unit: UnitRef | null;
  /** The signed user, for `x-fill: signed-user` fields; absent for the seed and scripts. */
  userId?: number;
  /** The signed session (hash of its token): it stays open when its own user changes their password. */
  tokenHash?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables typed at run time (see Db)
export type Condition = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

export const matchNothing: Condition = () => sql<SqlBool>`1 = 0`;

export function allOf(conditions: readonly Condition[]): Condition {
  return (eb) => eb.and(conditions.map((condition) => condition(eb)));
}

/** The value of the entity's scope column for this scope; undefined for global entities. */
export function scopeValue(model: EntityModel, scope: AccessScope): number | null | undefined {
  switch (model.scope) {
    case 'global':
      return undefined;
    case 'client':
      return scope.clientId;
    case 'plant':
      return scope.unit?.plt_codigo ?? null;
    case 'element':
      return scope.unit?.id_elemento ?? null;
  }
}

/** The tenant list itself (the client entity): a global entity whose key is the client column. */
export const isTenantModel = (model: EntityModel): boolean => model.scope === 'global' && model.key === scopeColumns.client;

/**
 * Rows of `model` visible in `scope`; `alias` qualifies the column inside joins and subqueries.
 * Of the tenant list, everyone but a super-administrator sees only their own client's row.
 */
/**
 * The scope rule as the SQL condition and, from the same branch, the shape of that SQL and the value
 * it binds: a list compiled once per shape (entity-reads.ts) can never reuse another rule's SQL.
 */
export function scopeRule(model: EntityModel, scope: AccessScope, alias = model.table): { condition: Condition; key: string; params: unknown[] } {
  if (isTenantModel(model) && !scope.isSuperAdmin) {
    const clientId = scope.clientId;
    return clientId === null
      ? { condition: matchNothing, key: 'none', params: [] }
      : { condition: (eb) => eb(`${alias}.${model.key}`, '=', clientId), key: 'tenant', params: [clientId] };
  }
  if (model.scope === 'global') return { condition: allOf([]), key: 'all', params: [] };
  const value = scopeValue(model, scope);
  if (value === null || value === undefined) return { condition: matchNothing, key: 'none', params: [] };
  const column = `${alias}.${scopeColumns[model.scope]}`;
  return { condition: (eb) => eb(column, '=', value), key: `scope:${model.scope}`, params: [value] };
}

export function scopeCondition(model: EntityModel, scope: AccessScope, alias = model.table): Condition {
  return scopeRule(model, scope, alias).condition;
}
