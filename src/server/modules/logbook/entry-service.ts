import type { EntityModel } from '../../../domain/entities/entity-model.js';
import { isEmptyAnnotation, normaliseSearch, toUtcTimestamp } from '../../../domain/logbook/index.js';
import { classifyDbError } from '../../db/db-errors.js';
import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { ApiError, badRequest, forbidden, notFound, validationFailed } from '../../core/api-error.js';
import { getEntity } from '../entities/entity-service.js';
import { plainTextOf, sanitiseAnnotation } from './html-sanitiser.js';
import type { ModelCatalog } from '../../core/model-catalog.js';
import { notTheAuthor } from './entry-errors.js';
import { parseEntryChange, parseEntryQuery, parseNewEntry } from './entry-input.js';
import { deleteEntry, findEntry, insertEntry, listEntries, updateEntryText, type LogbookEntry } from './entry-repository.js';
import { mayReadLogbook, mayWriteLogbook } from './logbook-permissions.js';

export interface LogbookDeps {
  database: Database;
  catalog: ModelCatalog;
  /** The model of `LOGBOOK/entities/GROUP` (element scope). */
  groups: EntityModel;
  /** LOGBOOK_MAX_BYTES. */
  maxBytes: number;
}

/** The stored form of an annotation: the sanitised HTML and its search text; empty once sanitised is refused. */
function stored(annotation: string): { html: string; search: string } {
  const html = sanitiseAnnotation(annotation);
  if (isEmptyAnnotation(html)) throw validationFailed({ logbook_annotation: { key: 'global.labels.requiredField' } });
  return { html, search: normaliseSearch(plainTextOf(html)) };
}

/** A group removed while the entry was written, or text the database refuses: the caller's input, not a 500. */
async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const failure = classifyDbError(error);
    if (failure?.kind === 'foreign-key') throw validationFailed({ id_logbook_group: { key: 'validation.referenceNotFound' } });
    if (failure?.kind === 'bad-data') throw badRequest();
    throw error;
  }
}

/** The group, if the caller's unit has it (404 otherwise, like any record out of scope). */
const groupInScope = (deps: LogbookDeps, access: RequestAccess, groupId: number) =>
  getEntity({ database: deps.database, catalog: deps.catalog }, deps.groups, access, groupId);

/** An entry of a group of the caller's unit, written by the caller. */
async function ownEntry(deps: LogbookDeps, access: RequestAccess, id: number): Promise<LogbookEntry> {
  if (!mayWriteLogbook(access)) throw forbidden();
  const entry = await findEntry(deps.database.db, id);
  if (!entry) throw notFound();
  await groupInScope(deps, access, entry.id_logbook_group);
  // The author only, administrators included (platform-core section 6).
  if (entry.id_user !== access.userId) throw notTheAuthor();
  return entry;
}

export async function listGroupEntries(deps: LogbookDeps, access: RequestAccess, groupId: number, rawQuery: Record<string, unknown>) {
  if (!mayReadLogbook(access)) throw forbidden();
  const query = parseEntryQuery(rawQuery);
  await groupInScope(deps, access, groupId);
  return { ...query, ...(await listEntries(deps.database.db, { groupId, ...query })) };
}

export async function addEntry(deps: LogbookDeps, access: RequestAccess, body: unknown): Promise<LogbookEntry> {
  if (!mayWriteLogbook(access)) throw forbidden();
  const input = parseNewEntry(body, deps.maxBytes);
  await groupInScope(deps, access, input.groupId).catch((error: unknown) => {
    throw error instanceof ApiError && error.statusCode === 404 ? validationFailed({ id_logbook_group: { key: 'validation.referenceNotFound' } }) : error;
  });
  const { html, search } = stored(input.annotation);
  const row = {
    id_logbook_group: input.groupId,
    id_user: access.userId,
    logbook_annotation: html,
    logbook_search: search,
    logbook_date: toUtcTimestamp(Date.now()),
  };
  return write(() => insertEntry(deps.database.db, row));
}

export async function changeEntry(deps: LogbookDeps, access: RequestAccess, id: number, body: unknown): Promise<LogbookEntry> {
  await ownEntry(deps, access, id);
  const { html, search } = stored(parseEntryChange(body, deps.maxBytes));
  const updated = await write(() => updateEntryText(deps.database.db, id, html, search));
  if (!updated) throw notFound();
  return updated;
}

export async function removeEntry(deps: LogbookDeps, access: RequestAccess, id: number): Promise<LogbookEntry> {
  const entry = await ownEntry(deps, access, id);
  await deleteEntry(deps.database.db, id);
  return entry;
}
