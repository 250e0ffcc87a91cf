import { resolveRefs, route, sharedShapes } from '../../../route-schemas/route-schema.js';
import collectAnswer from './collect-answer.schema.json' with { type: 'json' };
import collectValuesAnswer from './collect-values.answer.schema.json' with { type: 'json' };
import collectValuesBody from './collect-values.body.schema.json' with { type: 'json' };
import importValuesAnswer from './import-values.answer.schema.json' with { type: 'json' };
import importValuesQuery from './import-values.query.schema.json' with { type: 'json' };
import seriesAnswer from './series.answer.schema.json' with { type: 'json' };
import writeAnswer from './write-answer.schema.json' with { type: 'json' };
import writeValuesAnswer from './write-values.answer.schema.json' with { type: 'json' };
import writeValuesBody from './write-values.body.schema.json' with { type: 'json' };

const shared = sharedShapes({ 'write-answer.schema.json': writeAnswer, 'collect-answer.schema.json': collectAnswer });
const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, shared);

/** Series reads and value writes (routes/series.ts, routes/values.ts). */
export const seriesRouteSchemas = {
  series: route('GET', '/MES/queries/series', 'Series', { query: { type: 'object' }, answer: resolved(seriesAnswer) }),
  writeValues: route('POST', '/MES/actions/writeValues', 'WriteValues', { body: writeValuesBody, answer: resolved(writeValuesAnswer) }),
  collectValues: route('POST', '/MES/actions/collectValues', 'CollectValues', { body: collectValuesBody, answer: resolved(collectValuesAnswer) }),
  importValues: route('POST', '/MES/actions/importValues', 'ImportValues', {
    query: importValuesQuery,
    answer: resolved(importValuesAnswer),
    bodyMedia: 'multipart/form-data',
  }),
};
