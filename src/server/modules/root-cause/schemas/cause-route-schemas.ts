import { route } from '../../../route-schemas/route-schema.js';
import causeAnswer from './cause.answer.schema.json' with { type: 'json' };
import causeCommandBody from './cause-command.body.schema.json' with { type: 'json' };
import causeCreateBody from './cause-create.body.schema.json' with { type: 'json' };
import causeUpdateBody from './cause-update.body.schema.json' with { type: 'json' };
import recordIdParams from './record-id.params.schema.json' with { type: 'json' };
import { resolvedRca } from './shared-shapes.js';
import whyAnswer from './why.answer.schema.json' with { type: 'json' };
import whyCreateBody from './why-create.body.schema.json' with { type: 'json' };
import whyDeleteAnswer from './why-delete.answer.schema.json' with { type: 'json' };
import whyUpdateBody from './why-update.body.schema.json' with { type: 'json' };

const actions = '/RCA/actions';

/** Route contracts of ../cause-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const causeRouteSchemas = {
  createCause: route('POST', `${actions}/causes`, 'RcaCauseCreate', { body: causeCreateBody, answer: resolvedRca(causeAnswer) }),
  updateCause: route('PUT', `${actions}/causes/:id`, 'RcaCauseUpdate', { params: recordIdParams, body: causeUpdateBody, answer: resolvedRca(causeAnswer) }),
  causeCommand: route('POST', `${actions}/causes/:id/command`, 'RcaCauseCommand', {
    params: recordIdParams,
    body: causeCommandBody,
    answer: resolvedRca(causeAnswer),
  }),
  createWhy: route('POST', `${actions}/whys`, 'RcaWhyCreate', { body: whyCreateBody, answer: resolvedRca(whyAnswer) }),
  updateWhy: route('PUT', `${actions}/whys/:id`, 'RcaWhyUpdate', { params: recordIdParams, body: whyUpdateBody, answer: resolvedRca(whyAnswer) }),
  deleteWhy: route('DELETE', `${actions}/whys/:id`, 'RcaWhyDelete', { params: recordIdParams, answer: whyDeleteAnswer }),
};
