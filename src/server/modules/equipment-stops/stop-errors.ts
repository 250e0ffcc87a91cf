import { ApiError } from '../../core/api-error.js';

/** The stop routes' refusals (README.md, Stops): message keys of `equipmentStops.errors.*`. */
const key = (name: string) => `equipmentStops.errors.${name}`;

/** Someone else changed the stop first (its version or state is no longer the one read). */
export const stateChanged = () => new ApiError(409, 'STATE_CHANGED', key('stateChanged'));
/** The stop's state does not allow the action (an approved stop edited, an open stop approved...). */
export const actionNotAllowed = () => new ApiError(409, 'ACTION_NOT_ALLOWED', key('actionNotAllowed'));
export const overlap = () => new ApiError(409, 'OVERLAP', key('overlap'));
export const annulmentNotAllowed = () => new ApiError(409, 'ANNULMENT_NOT_ALLOWED', key('annulmentNotAllowed'));
export const noIntegration = () => new ApiError(409, 'NO_INTEGRATION', key('noIntegration'));
export const notRecorder = () => new ApiError(403, 'NOT_RECORDER', key('notRecorder'));
export const notApprover = () => new ApiError(403, 'NOT_APPROVER', key('notApprover'));
export const notAnnuller = () => new ApiError(403, 'NOT_ANNULLER', key('notAnnuller'));

/** A refusal of one field's value, with the field named (400). */
export const fieldRefused = (field: string, messageKey: string, code = 'VALIDATION') => new ApiError(400, code, messageKey, { [field]: { key: messageKey } });

export const motiveNotAllowed = () => fieldRefused('id_motive', key('motiveNotAllowed'), 'MOTIVE_NOT_ALLOWED');
export const motiveRequired = () => fieldRefused('id_motive', key('motiveRequired'), 'MOTIVE_REQUIRED');
export const endBeforeStart = () => fieldRefused('end', key('endBeforeStart'), 'END_BEFORE_START');
export const timesOfAutomaticStop = (field: 'start' | 'end') => fieldRefused(field, key('automaticTimes'), 'AUTOMATIC_TIMES');
export const reproveNeedsComment = () => fieldRefused('comment', key('reproveNeedsComment'), 'COMMENT_REQUIRED');
/** The signature's password is not the caller's (the key of the profile's password change). */
export const wrongPassword = () => fieldRefused('password', 'auth.password.currentWrong', 'WRONG_PASSWORD');
export const frameNotFound = () => fieldRefused('id_frame', 'validation.referenceNotFound', 'VALIDATION');
