import { resolveRefs, route } from '../../../route-schemas/route-schema.js';
import calculationCheckAnswer from './calculation-check.answer.schema.json' with { type: 'json' };
import calculationCheckBody from './calculation-check.body.schema.json' with { type: 'json' };
import tagImportAnswer from './tag-import.answer.schema.json' with { type: 'json' };
import tagLookupAnswer from './tag-lookup.answer.schema.json' with { type: 'json' };

const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, {});

/** Tag lookups, the calculation check and the tag import (tag-lookup-routes.ts, tag-settings-routes.ts). */
export const tagRouteSchemas = {
  clientTags: route('GET', '/MES/entities/MESTAG/CLIENT', 'ClientTags', { answer: resolved(tagLookupAnswer) }),
  spcTags: route('GET', '/MES/entities/SPCTAGS', 'SpcTags', { answer: resolved(tagLookupAnswer) }),
  calculationCheck: route('POST', '/MES/queries/validateCalculation', 'CalculationCheck', {
    body: calculationCheckBody,
    answer: resolved(calculationCheckAnswer),
  }),
  tagImport: route('POST', '/MES/actions/importTags', 'TagImport', { answer: resolved(tagImportAnswer), bodyMedia: 'multipart/form-data' }),
};
