import { resolveRefs, route, sharedShapes } from '../../../route-schemas/route-schema.js';
import unitAssignment from './unit-assignment.schema.json' with { type: 'json' };
import unitInitialPageBody from './unit-initial-page.body.schema.json' with { type: 'json' };
import unitLinkBody from './unit-link.body.schema.json' with { type: 'json' };
import unitProfileBody from './unit-profile.body.schema.json' with { type: 'json' };
import unitAssignmentParams from './unit-assignment.params.schema.json' with { type: 'json' };
import unitLinkAnswer from './unit-link.answer.schema.json' with { type: 'json' };
import unitUsersAnswer from './unit-users.answer.schema.json' with { type: 'json' };
import userUnitsAnswer from './user-units.answer.schema.json' with { type: 'json' };

const shared = sharedShapes({ 'unit-assignment.schema.json': unitAssignment });
const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, shared);

/** A unit's users and their unit and profile links (unit-assignment-routes.ts, unit-user-list-routes.ts). */
export const userRouteSchemas = {
  userUnits: route('GET', '/CAC/entities/ELEMENTO/:id', 'UserUnits', { params: unitAssignmentParams, answer: resolved(userUnitsAnswer) }),
  unitAssign: route('POST', '/CAC/entities/ELEMENTO', 'UnitAssign', { body: unitLinkBody, answer: resolved(unitLinkAnswer) }),
  unitUnassign: route('PUT', '/CAC/queries/ELEMENTO', 'UnitUnassign', { body: unitLinkBody, answer: resolved(unitLinkAnswer) }),
  unitLinkUpdate: route('PUT', '/CAC/entities/ELEMENTO/:id', 'UnitLinkUpdate', {
    params: unitAssignmentParams,
    body: unitInitialPageBody,
    answer: resolved(unitLinkAnswer),
  }),
  profileGrant: route('POST', '/CAC/entities/PERFIL_USU', 'ProfileGrant', { body: unitProfileBody, answer: resolved(unitLinkAnswer) }),
  profileRevoke: route('PUT', '/CAC/entities/PERFIL_USU', 'ProfileRevoke', { body: unitProfileBody, answer: resolved(unitLinkAnswer) }),
  unitUsers: route('GET', '/CAC/queries/USUARIO', 'UnitUsers', { answer: resolved(unitUsersAnswer) }),
};
