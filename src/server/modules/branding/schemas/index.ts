import { resolveRefs, route } from '../../../route-schemas/route-schema.js';
import brandingAnswer from './branding.answer.schema.json' with { type: 'json' };
import brandingParams from './branding.params.schema.json' with { type: 'json' };

const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, {});

/** The public branding (branding-routes.ts). */
export const brandingRouteSchemas = {
  branding: route('GET', '/config/:key', 'Branding', { params: brandingParams, answer: resolved(brandingAnswer) }),
};
