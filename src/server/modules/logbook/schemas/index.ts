import { resolveRefs, route, sharedShapes } from '../../../route-schemas/route-schema.js';
import entriesListAnswer from './entries-list.answer.schema.json' with { type: 'json' };
import entriesListParams from './entries-list.params.schema.json' with { type: 'json' };
import entriesListQuery from './entries-list.query.schema.json' with { type: 'json' };
import entryIdParams from './entry-id.params.schema.json' with { type: 'json' };
import entryAnswer from './entry.answer.schema.json' with { type: 'json' };
import entryBody from './entry.body.schema.json' with { type: 'json' };
import entry from './entry.schema.json' with { type: 'json' };

const shared = sharedShapes({ 'entry.schema.json': entry });
const answer = (schema: object) => resolveRefs(schema as Record<string, unknown>, shared);
const entries = '/LOGBOOK/entities/DATA';

/** The shift logbook's entry routes (routes/logbook.ts). */
export const logbookRouteSchemas = {
  list: route('GET', `${entries}/:groupId`, 'LogbookEntriesList', { params: entriesListParams, query: entriesListQuery, answer: answer(entriesListAnswer) }),
  create: route('POST', entries, 'LogbookEntryCreate', { body: entryBody, answer: answer(entryAnswer) }),
  update: route('PUT', `${entries}/:id`, 'LogbookEntryUpdate', { params: entryIdParams, body: entryBody, answer: answer(entryAnswer) }),
  remove: route('DELETE', `${entries}/:id`, 'LogbookEntryDelete', { params: entryIdParams, answer: answer(entryAnswer) }),
};
