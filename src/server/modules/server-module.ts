import type { FastifyPluginAsync } from 'fastify';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import type { TableDef } from '../../domain/entities/table-model.js';
import type { Db, Dialect } from '../db/create-database.js';

/** What `routes/product.ts` hands every module plugin: the entity models the app was built with. */
export interface ModuleOptions {
  models: readonly EntityModel[];
}

/**
 * A module's migration step, run at every start (idempotent) after every table exists, inside the
 * migration's transaction and lock; `tables` are all the tables (generated and declared by modules).
 */
export type ModuleMigration = (db: Db, dialect: Dialect, tables: readonly TableDef[]) => Promise<void>;

/**
 * One feature of the server, as `modules/index.ts` lists it. Both plugins are registered under
 * `/{product}/`: `publicRoutes` before the sign-in hooks (anyone may call them), `routes` behind
 * the session, unit and contract hooks. `tables` are the tables the module owns that `schemas/`
 * does not describe (created by `db/migrate.ts` after the generated ones, see `db/module-tables.ts`);
 * `migrate` runs in `db/migrate.ts`, in the list's order, once every table exists.
 */
export interface ServerModule {
  name: string;
  publicRoutes?: FastifyPluginAsync<ModuleOptions>;
  routes?: FastifyPluginAsync<ModuleOptions>;
  tables?: readonly TableDef[];
  migrate?: ModuleMigration;
}
