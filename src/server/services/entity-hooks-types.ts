import type { EntityModel } from '../../domain/entities/entity-model.js';
import type { Db, Dialect } from '../db/create-database.js';
import type { GuardedTx } from '../db/guarded-write.js';
import type { EntityRecord } from '../repositories/entity-reads.js';
import type { AccessScope } from './access-scope.js';
import type { ModelCatalog } from './model-catalog.js';

/** What every hook may use: the database and the models. */
export interface HookDeps {
  db: Db;
  dialect: Dialect;
  catalog: ModelCatalog;
}

/** A create or update about to be written, after the schema, reference and unique checks. */
export interface WriteContext extends HookDeps {
  /** `db` is the write's guarded transaction; a rule that counts or compares takes its lock before reading. */
  lock: GuardedTx['lock'];
  model: EntityModel;
  scope: AccessScope;
  mode: 'create' | 'update';
  /** The stored record with its refs (update only). */
  current?: EntityRecord;
  /** The record as it will be stored: columns (scope column included) and refs. */
  next: EntityRecord;
}

/** A delete about to run, after the record was found in the caller's scope. */
export interface DeleteContext extends HookDeps {
  model: EntityModel;
  scope: AccessScope;
  current: EntityRecord;
}

/** The rules of one resource that the schema cannot say; each throws an ApiError to refuse. */
export interface EntityHooks {
  beforeWrite?(ctx: WriteContext): Promise<void>;
  beforeDelete?(ctx: DeleteContext): Promise<void>;
  /** Rows of hand-written tables that belong to the record, removed in the delete's own transaction. */
  deleteOwned?(trx: Db, id: number): Promise<void>;
}
