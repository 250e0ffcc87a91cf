import { resolveRefs, route } from '../../../route-schemas/route-schema.js';
import activityLogAnswer from './activity-log.answer.schema.json' with { type: 'json' };
import activityLogBody from './activity-log.body.schema.json' with { type: 'json' };

const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, {});

/** The activity log (activity-log-routes.ts). */
export const entityRouteSchemas = {
  activityLog: route('POST', '/LOG/entities/DATA/ALL', 'ActivityLog', { body: activityLogBody, answer: resolved(activityLogAnswer) }),
};
