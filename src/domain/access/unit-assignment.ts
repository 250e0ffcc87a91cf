/** One unit of the client for one user, as `GET CAC/entities/ELEMENTO/{id_usuario}` answers (platform-core section 6): the route schema's generated type. */
export type { UnitAssignment } from '../../generated/api-types.js';
