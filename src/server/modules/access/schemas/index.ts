import { resolveRefs, route } from '../../../route-schemas/route-schema.js';
import accessControlAnswer from './access-control.answer.schema.json' with { type: 'json' };
import accessControlBody from './access-control.body.schema.json' with { type: 'json' };
import ownProfileAnswer from './own-profile.answer.schema.json' with { type: 'json' };
import ownProfileBody from './own-profile.body.schema.json' with { type: 'json' };

const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, {});

/** The caller's access map and the legacy own-profile call (access-control-routes.ts, legacy-profile-routes.ts). */
export const accessRouteSchemas = {
  accessControl: route('POST', '/CAC/queries/accessControl', 'AccessControl', { body: accessControlBody, answer: resolved(accessControlAnswer) }),
  ownProfile: route('PUT', '/users', 'OwnProfile', { body: ownProfileBody, answer: resolved(ownProfileAnswer) }),
};
