import { route } from '../../../route-schemas/route-schema.js';
import effectAnalysisAnswer from './effect-analysis.answer.schema.json' with { type: 'json' };
import effectAnswer from './effect.answer.schema.json' with { type: 'json' };
import effectCommandBody from './effect-command.body.schema.json' with { type: 'json' };
import effectCreateBody from './effect-create.body.schema.json' with { type: 'json' };
import effectHistoryAnswer from './effect-history.answer.schema.json' with { type: 'json' };
import effectUpdateBody from './effect-update.body.schema.json' with { type: 'json' };
import effectsAnswer from './effects.answer.schema.json' with { type: 'json' };
import effectsQuery from './effects.query.schema.json' with { type: 'json' };
import recordIdParams from './record-id.params.schema.json' with { type: 'json' };
import { resolvedRca } from './shared-shapes.js';
import sourceAnswer from './source.answer.schema.json' with { type: 'json' };
import sourceParams from './source.params.schema.json' with { type: 'json' };

const queries = '/RCA/queries';
const actions = '/RCA/actions';

/** Route contracts of ../effect-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const effectRouteSchemas = {
  effects: route('GET', `${queries}/effects`, 'RcaEffects', { query: effectsQuery, answer: resolvedRca(effectsAnswer) }),
  createEffect: route('POST', `${actions}/effects`, 'RcaEffectCreate', { body: effectCreateBody, answer: resolvedRca(effectAnswer) }),
  effectAnalysis: route('GET', `${queries}/effects/:id`, 'RcaEffectAnalysis', { params: recordIdParams, answer: resolvedRca(effectAnalysisAnswer) }),
  updateEffect: route('PUT', `${actions}/effects/:id`, 'RcaEffectUpdate', {
    params: recordIdParams,
    body: effectUpdateBody,
    answer: resolvedRca(effectAnswer),
  }),
  effectCommand: route('POST', `${actions}/effects/:id/command`, 'RcaEffectCommand', {
    params: recordIdParams,
    body: effectCommandBody,
    answer: resolvedRca(effectAnswer),
  }),
  effectHistory: route('GET', `${queries}/effects/:id/history`, 'RcaEffectHistory', { params: recordIdParams, answer: resolvedRca(effectHistoryAnswer) }),
  sourceAnalysis: route('GET', `${queries}/sources/:type/:id`, 'RcaSourceAnalysis', { params: sourceParams, answer: sourceAnswer }),
};
