import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { alertKeys } from './alert-keys.js';
import { fieldErrors, idProblem, idValue, isRecord, textProblem } from './body-fields.js';

export const MAX_RAISE_KEY = 200;
export const MAX_ALERT_MESSAGE = 2000;

/** `POST ALE/actions/raise`, checked. */
export interface RaiseRequest {
  id_alerta: number;
  /** The caller's idempotency key. */
  key: string;
  /** Replaces the alert's message template when given (not blank). */
  message?: string;
  id_frame?: number;
}

/** `{ id_alerta, key, message?, id_frame? }`: either the request or the problem of each bad field. */
export function parseRaiseBody(body: unknown): { fields: FieldErrors } | { request: RaiseRequest } {
  if (!isRecord(body)) return { fields: { _: { key: alertKeys.type } } };
  const fields = fieldErrors({
    id_alerta: idProblem(body.id_alerta, true),
    key: textProblem(body.key, MAX_RAISE_KEY, true),
    message: textProblem(body.message, MAX_ALERT_MESSAGE, false),
    id_frame: idProblem(body.id_frame, false),
  });
  if (fields) return { fields };
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message.trim() : undefined;
  const id_frame = idValue(body.id_frame);
  return {
    request: {
      id_alerta: idValue(body.id_alerta)!,
      key: (body.key as string).trim(),
      ...(message === undefined ? {} : { message }),
      ...(id_frame === undefined ? {} : { id_frame }),
    },
  };
}
