import { route } from '../../../route-schemas/route-schema.js';
import remakeAnswer from './remake.answer.schema.json' with { type: 'json' };
import remakeBody from './remake.body.schema.json' with { type: 'json' };

/** Route contracts of detection-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const detectionRouteSchemas = {
  remake: route('POST', '/EM/actions/remake', 'StopRemake', { body: remakeBody, answer: remakeAnswer }),
};
