import { resolveRefs, route } from '../../../route-schemas/route-schema.js';
import unitAssignmentAnswer from './unit-assignment.answer.schema.json' with { type: 'json' };
import unitAssignmentBody from './unit-assignment.body.schema.json' with { type: 'json' };
import unitAssignmentParams from './unit-assignment.params.schema.json' with { type: 'json' };
import unitUsersAnswer from './unit-users.answer.schema.json' with { type: 'json' };

const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, {});

/** A unit's users and their unit and profile links (unit-assignment-routes.ts, unit-user-list-routes.ts). */
export const userRouteSchemas = {
  userUnits: route('GET', '/CAC/entities/ELEMENTO/:id', 'UserUnits', { params: unitAssignmentParams, answer: resolved(unitAssignmentAnswer) }),
  unitAssign: route('POST', '/CAC/entities/ELEMENTO', 'UnitAssign', { body: unitAssignmentBody, answer: resolved(unitAssignmentAnswer) }),
  unitUnassign: route('PUT', '/CAC/queries/ELEMENTO', 'UnitUnassign', { body: unitAssignmentBody, answer: resolved(unitAssignmentAnswer) }),
  unitLinkUpdate: route('PUT', '/CAC/entities/ELEMENTO/:id', 'UnitLinkUpdate', {
    params: unitAssignmentParams,
    body: unitAssignmentBody,
    answer: resolved(unitAssignmentAnswer),
  }),
  profileGrant: route('POST', '/CAC/entities/PERFIL_USU', 'ProfileGrant', { body: unitAssignmentBody, answer: resolved(unitAssignmentAnswer) }),
  profileRevoke: route('PUT', '/CAC/entities/PERFIL_USU', 'ProfileRevoke', { body: unitAssignmentBody, answer: resolved(unitAssignmentAnswer) }),
  unitUsers: route('GET', '/CAC/queries/USUARIO', 'UnitUsers', { answer: resolved(unitUsersAnswer) }),
};
