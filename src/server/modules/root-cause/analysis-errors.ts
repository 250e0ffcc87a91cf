import { ApiError, validationFailed } from '../../core/api-error.js';

/** Refusals of the effect, cause and why routes beyond rca-errors.ts (README.md, Effects; Causes and whys). */
const key = (name: string) => `rootCause.errors.${name}`;

/** The stop, violation or alert is none of the caller's unit. */
export const sourceNotFound = () => new ApiError(404, 'SOURCE_NOT_FOUND', key('sourceNotFound'));

/** The source already has an analysis: `details.id_effect` names it, so the screen can open it. */
export const sourceAnalysed = (idEffect: number) => new ApiError(409, 'SOURCE_ANALYSED', key('sourceAnalysed'), undefined, { id_effect: idEffect });

export const whyHasChildren = () => new ApiError(409, 'WHY_HAS_CHILDREN', key('whyHasChildren'));

export const whyNotFound = () => new ApiError(404, 'NOT_FOUND', 'global.error.messages.notFound');

/** People that are not active users of the unit, each field named. */
export const peopleRefused = (fields: readonly string[]) =>
  validationFailed(Object.fromEntries(fields.map((field) => [field, { key: key('personNotFound') }])));

export const personNotFoundKey = key('personNotFound');
export const catalogueCauseKey = key('catalogueCause');
