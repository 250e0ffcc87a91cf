import { ApiError } from '../../core/api-error.js';
import type { Refusal } from '../../../domain/root-cause/refusal.js';

/** The root-cause routes' refusals (README.md, Refusals): message keys of `rootCause.errors.*` and `rootCause.messages.*`. */
const key = (name: string) => `rootCause.errors.${name}`;

/** Business modules §8: effect not found. */
export const effectNotFound = () => new ApiError(404, 'EFFECT_NOT_FOUND', 'rootCause.messages.effectNotFound');
/** Someone else changed the record first (its version is no longer the one read). */
export const stateChanged = () => new ApiError(409, 'STATE_CHANGED', key('stateChanged'));

/** A domain refusal as the API answers it. */
export function refusalError(refusal: Refusal): ApiError {
  switch (refusal) {
    case 'forbidden':
      return new ApiError(403, 'NOT_YOUR_ROLE', key('notYourRole'));
    case 'state':
      return new ApiError(409, 'NOT_FROM_THIS_STATE', key('notFromThisState'));
    case 'suspended':
      return new ApiError(409, 'CAUSE_CANCELED', key('causeCanceled'));
    case 'approval':
      return new ApiError(409, 'NOT_APPROVED', key('notApproved'));
    case 'pending-only':
      return new ApiError(409, 'ONLY_PENDING_DUPLICATED', key('onlyPendingDuplicated'));
    case 'open-actions':
      return new ApiError(409, 'OPEN_ACTIONS', key('openActions'));
    case 'no-causes':
      return new ApiError(409, 'NO_CAUSES', key('noCauses'));
  }
}

/** A refusal of one field's value, with the field named (400). */
export const fieldRefused = (field: string, messageKey: string, code = 'VALIDATION') => new ApiError(400, code, messageKey, { [field]: { key: messageKey } });
