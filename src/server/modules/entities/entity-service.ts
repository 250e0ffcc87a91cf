import { scopeColumns, type EntityModel } from '../../../domain/entities/entity-model.js';
import type { Database } from '../../db/create-database.js';
import type { JobQueue } from '../jobs/job-service.js';
import { guardedWrite, type GuardedTx } from '../../db/guarded-write.js';
import { readCache } from '../../db/read-cache.js';
import { findRecord, listRecords, type EntityRecord } from './entity-reads.js';
import { filterRule } from './entity-filter.js';
import { deleteRow, insertRow, replaceRefs, updateRow } from './entity-writes.js';
import { allOf, scopeCondition, scopeRule, scopeValue, type AccessScope, type Condition } from '../access/access-scope.js';
import { assertMayTouchAdmins } from '../access/admin-rules.js';
import { forbidden, notFound } from '../../core/api-error.js';
import { withDbFailures } from '../../core/db-failure.js';
import { runBeforeDelete, runBeforeWrite, runDeleteOwned, runReadFilter } from './entity-hooks.js';
import type { ListParams } from './list-params.js';
import type { ModelCatalog } from '../../core/model-catalog.js';
import { assertPasswordPolicy, hashPasswords } from '../auth/password-fields.js';
import { checkRecordInput, type RecordInput } from './record-input.js';
import { checkReferences } from './reference-rules.js';
import { serverFilled } from './server-fill.js';
import { checkUniques } from './unique-rules.js';
import { assertUserLimit } from '../users/user-limit.js';
import { revokeOnAccountChange, revokeOnLastUnitRemoved } from '../auth/session-revocation.js';
import { clearAttemptsOnUnblock } from '../users/user-unblock.js';

export interface EntityDeps {
  database: Database;
  catalog: ModelCatalog;
  jobs?: JobQueue;
}

/** The resource's own read rule for this caller (`EntityHooks.readFilter`), if any. */
function readFilterOf(deps: EntityDeps, model: EntityModel, scope: AccessScope): Promise<Condition | undefined> {
  const { db, dialect } = deps.database;
  return runReadFilter({ db, dialect, catalog: deps.catalog, jobs: deps.jobs, model, scope });
}

export async function listEntities(deps: EntityDeps, model: EntityModel, scope: AccessScope, params: ListParams) {
  const { dialect } = deps.database;
  const scoped = scopeRule(model, scope);
  const filtered = filterRule(model, params.filter, dialect);
  const readable = await readFilterOf(deps, model, scope);
  const where = allOf([scoped.condition, filtered.condition, ...(readable ? [readable] : [])]);
  const page = { sort: params.sort.name, order: params.order, offset: params.offset, limit: params.limit };
  // The page query is compiled once per shape of these conditions (entity-reads.ts, compiledPage); a read
  // filter's condition has no shape, so its lists are built afresh.
  const shape = !readable && filtered.shape && { key: `${scoped.key}\u0000${filtered.shape.key}`, params: [...scoped.params, ...filtered.shape.params] };
  return listRecords(deps.database.db, model, where, page, readCache<number>(deps.database.changes, 'list-counts'), shape || undefined);
}

export async function getEntity(deps: EntityDeps, model: EntityModel, scope: AccessScope, id: number): Promise<EntityRecord> {
  const readable = await readFilterOf(deps, model, scope);
  const record = await findRecord(deps.database.db, model, id, allOf([scopeCondition(model, scope), ...(readable ? [readable] : [])]));
  if (!record) throw notFound();
  return record;
}

/** Inside the write's guarded transaction, so a rule that counts or compares sees what it writes beside. */
async function checkRules(
  deps: EntityDeps,
  tx: GuardedTx,
  model: EntityModel,
  scope: AccessScope,
  row: EntityRecord,
  input: RecordInput,
  id?: number,
  current?: EntityRecord,
) {
  const { db, dialect, lock, afterCommit } = tx;
  assertMayTouchAdmins(model, scope, row);
  await checkReferences(db, deps.catalog, model, scope, { ...input.values, ...input.refs });
  await checkUniques(db, dialect, model, row, id === undefined ? 'create' : 'update', id);
  await assertUserLimit(tx, model, row, id);
  const mode = id === undefined ? 'create' : 'update';
  const next = { ...row, ...input.refs };
  await runBeforeWrite({
    db,
    dialect,
    lock,
    afterCommit,
    jobs: deps.jobs,
    catalog: deps.catalog,
    model,
    scope,
    mode,
    current,
    next,
  });
  return next;
}

/** A hook may settle a column's value (e.g. sanitise HTML): what it changed in `next` is what is stored. */
function withHookChanges(model: EntityModel, stored: EntityRecord, before: EntityRecord, next: EntityRecord): EntityRecord {
  const changed = model.fields.filter((field) => field.kind !== 'refs' && field.name in next && next[field.name] !== before[field.name]);
  return changed.length ? { ...stored, ...Object.fromEntries(changed.map((field) => [field.name, next[field.name]])) } : stored;
}

async function writeRefs(db: Database['db'], model: EntityModel, id: number, refs: RecordInput['refs']) {
  for (const [field, ids] of Object.entries(refs)) await replaceRefs(db, model, id, field, ids);
}

/** A create checked and ready to insert: the row as stored (scope, server fills, hashes) and its refs. */
export interface PreparedCreate {
  row: EntityRecord;
  refs: RecordInput['refs'];
}

/** A create's body checked without the database: the row with its scope and server fills, and as stored (hashed). */
interface DraftCreate {
  input: RecordInput;
  row: EntityRecord;
  stored: EntityRecord;
}

async function draftCreate(model: EntityModel, scope: AccessScope, body: unknown): Promise<DraftCreate> {
  const owner = scopeValue(model, scope);
  // A unit- or plant-scoped record needs a current unit to belong to.
  if (owner === null) throw forbidden();
  const input = checkRecordInput(model, body, 'create');
  await assertPasswordPolicy(model, input.values);
  const scoped = model.scope === 'global' ? input.values : { ...input.values, [scopeColumns[model.scope]]: owner };
  const row = { ...scoped, ...serverFilled(model, scope) };
  return { input, row, stored: await hashPasswords(model, row) };
}

async function checkDraft(deps: EntityDeps, tx: GuardedTx, model: EntityModel, scope: AccessScope, draft: DraftCreate): Promise<PreparedCreate> {
  const next = await checkRules(deps, tx, model, scope, draft.row, draft.input);
  return { row: withHookChanges(model, draft.stored, draft.row, next), refs: draft.input.refs };
}

/** Every rule of a create, without writing, inside `tx`: a batch checks all its records before inserting any. */
export async function prepareCreate(deps: EntityDeps, tx: GuardedTx, model: EntityModel, scope: AccessScope, body: unknown): Promise<PreparedCreate> {
  return checkDraft(deps, tx, model, scope, await draftCreate(model, scope, body));
}

/** Inserts prepared creates in `tx`: with the guarded transaction, all of them or none. */
export async function insertPrepared(tx: GuardedTx, model: EntityModel, prepared: readonly PreparedCreate[]): Promise<EntityRecord[]> {
  const records: EntityRecord[] = [];
  for (const { row, refs } of prepared) {
    const id = await insertRow(tx.db, tx.dialect, model, row);
    await writeRefs(tx.db, model, id, refs);
    records.push((await findRecord(tx.db, model, id, allOf([])))!);
  }
  return records;
}

/** Checks and inserts of a create (or a batch) in one guarded transaction; the database's refusals become answers. */
export function guardedCreate<T>(deps: EntityDeps, model: EntityModel, work: (tx: GuardedTx) => Promise<T>): Promise<T> {
  return withDbFailures(model, 'create', () => guardedWrite(deps.database, work));
}

export async function createEntity(deps: EntityDeps, model: EntityModel, scope: AccessScope, body: unknown): Promise<EntityRecord> {
  const draft = await draftCreate(model, scope, body);
  const [record] = await guardedCreate(deps, model, async (tx) => insertPrepared(tx, model, [await checkDraft(deps, tx, model, scope, draft)]));
  return record!;
}

export async function updateEntity(deps: EntityDeps, model: EntityModel, scope: AccessScope, id: number, body: unknown) {
  const current = await getEntity(deps, model, scope, id);
  assertMayTouchAdmins(model, scope, current);
  const input = checkRecordInput(model, body, 'update', current);
  await assertPasswordPolicy(model, input.values);
  const row = { ...current, ...input.values };
  const stored = await hashPasswords(model, input.values);
  return withDbFailures(model, 'update', () =>
    guardedWrite(deps.database, async (tx) => {
      const next = await checkRules(deps, tx, model, scope, row, input, id, current);
      const trx = tx.db;
      await updateRow(trx, tx.dialect, model, id, withHookChanges(model, stored, row, next));
      await writeRefs(trx, model, id, input.refs);
      await clearAttemptsOnUnblock(trx, model, current, row);
      await revokeOnAccountChange(trx, model, current, input.values, scope);
      return (await findRecord(trx, model, id, allOf([])))!;
    }),
  );
}

export async function deleteEntity(deps: EntityDeps, model: EntityModel, scope: AccessScope, id: number): Promise<EntityRecord> {
  const current = await getEntity(deps, model, scope, id);
  assertMayTouchAdmins(model, scope, current);
  await runBeforeDelete({ db: deps.database.db, dialect: deps.database.dialect, catalog: deps.catalog, model, scope, current });
  await withDbFailures(model, 'delete', () =>
    deps.database.db.transaction().execute(async (trx) => {
      await runDeleteOwned(trx, model, id);
      await revokeOnLastUnitRemoved(trx, model, current, scope);
      await deleteRow(trx, model, id);
    }),
  );
  return current;
}
