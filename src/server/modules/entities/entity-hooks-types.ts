import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { EntityRecords } from '../../../generated/types.js';
import type { Db, Dialect } from '../../db/create-database.js';
import type { GuardedTx } from '../../db/guarded-write.js';
import type { JobQueue } from '../jobs/job-service.js';
import type { EntityRecord } from './entity-reads.js';
import type { AccessScope, Condition } from '../access/access-scope.js';
import type { Permissions } from '../access/permissions.js';
import type { ModelCatalog } from '../../core/model-catalog.js';

/** What every hook may use: the database and the models. */
export interface HookDeps {
  db: Db;
  dialect: Dialect;
  catalog: ModelCatalog;
  /** The job service, to queue background work after a write (modules/jobs); absent in scripts and the seed. */
  jobs?: JobQueue;
}

/**
 * The record a resource's hooks see: its generated type from the schema (`src/generated/types.ts`),
 * so a hook reading a renamed or removed field fails `npm run typecheck`; plain fields otherwise.
 */
export type RecordOf<N extends string> = N extends keyof EntityRecords ? FieldsOf<EntityRecords[N]> : EntityRecord;

/** The generated interface as a plain object type: still no field it does not declare, yet usable where any record is. */
type FieldsOf<T> = { [K in keyof T]: T[K] };

/** A create or update about to be written, after the schema, reference and unique checks. */
export interface WriteContext<R extends object = EntityRecord> extends HookDeps {
  /** `db` is the write's guarded transaction; a rule that counts or compares takes its lock before reading. */
  lock: GuardedTx['lock'];
  afterCommit: GuardedTx['afterCommit'];
  model: EntityModel;
  scope: AccessScope;
  mode: 'create' | 'update';
  /** The stored record with its refs (update only). */
  current?: R;
  /** The record as it will be stored: columns (scope column included) and refs. A hook may settle a column's value
   * by assigning it here (the rule help's sanitised HTML): that value is what is stored; refs are not re-read. */
  next: R;
}

/** A delete about to run, after the record was found in the caller's scope. */
export interface DeleteContext<R extends object = EntityRecord> extends HookDeps {
  model: EntityModel;
  scope: AccessScope;
  current: R;
}

/** A list or get-one about to run, after the route's permission check. */
export interface ReadContext extends HookDeps {
  model: EntityModel;
  /** The caller; a signed request's scope also carries its permissions (absent for the seed and scripts). */
  scope: AccessScope & { permissions?: Permissions };
}

/** The rules of one resource that the schema cannot say; each throws an ApiError to refuse. */
export interface EntityHooks<R extends object = EntityRecord> {
  /**
   * Which rows of the caller's scope they may read, beyond the menu permission (a dashboard only to
   * the users it is granted to): a condition added to the list's and the get-one's queries (a row it
   * leaves out is not listed and is 404), or undefined for every row of the scope.
   */
  readFilter?(ctx: ReadContext): Promise<Condition | undefined>;
  beforeWrite?(ctx: WriteContext<R>): Promise<void>;
  beforeDelete?(ctx: DeleteContext<R>): Promise<void>;
  /** Rows of hand-written tables that belong to the record, removed in the delete's own transaction. */
  deleteOwned?(trx: Db, id: number): Promise<void>;
}

/** The hooks of a generated resource, typed by its record: `HooksOf<'tags'>` sees `Tag`. */
export type HooksOf<N extends keyof EntityRecords> = EntityHooks<RecordOf<N>>;
