import { resolveRefs, route } from '../../../route-schemas/route-schema.js';
import { clientErrorSchema } from '../report-input.js';
import clientErrorAnswer from './client-error.answer.schema.json' with { type: 'json' };

const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, {});

/** The browser's error reports (client-error-routes.ts). */
export const clientErrorRouteSchemas = {
  clientError: route('POST', '/LOG/actions/clientError', 'ClientError', { body: clientErrorSchema, answer: resolved(clientErrorAnswer) }),
};
