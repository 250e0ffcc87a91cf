import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { scopeColumns, type EntityModel } from '../../domain/entities/entity-model.js';

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
export function scopeCondition(model: EntityModel, scope: AccessScope, alias = model.table): Condition {
  if (isTenantModel(model) && !scope.isSuperAdmin) {
    return scope.clientId === null ? matchNothing : (eb) => eb(`${alias}.${model.key}`, '=', scope.clientId);
  }
  if (model.scope === 'global') return allOf([]);
  const value = scopeValue(model, scope);
  if (value === null || value === undefined) return matchNothing;
  const column = `${alias}.${scopeColumns[model.scope]}`;
  return (eb) => eb(column, '=', value);
}
