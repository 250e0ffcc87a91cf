import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, forbidden, notFound, validationFailed } from '../../core/api-error.js';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { parseIsoInstant } from '../series/read-params.js';
import { detectFrameStops } from './detect-frame-stops.js';
import { findDetectionFrame, hasReadings } from './detection-repository.js';
import { detectionRouteSchemas as schemas } from './schemas/detection-route-schemas.js';

const STOPPING_POINT = 'equipment-management.stopping-point';

const noDataSelected = () => new ApiError(400, 'NO_DATA', 'equipmentStops.errors.noDataSelected');
const remakeRefused = () => new ApiError(409, 'REMAKE_REFUSED', 'equipmentStops.errors.remake');

function mayRemake(request: FastifyRequest): boolean {
  const access = request.access!;
  return access.isAdmin || access.permissions.get(STOPPING_POINT)?.has('update') === true;
}

interface RemakeInput {
  idFrame: number;
  from: number;
  to: number;
}

/** `{ id_frame, from, to }` checked as a whole: every bad field is named with its message key. */
export function parseRemakeBody(body: unknown): RemakeInput {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const fields: FieldErrors = {};
  const idFrame = raw.id_frame;
  if (idFrame === undefined || idFrame === null) fields.id_frame = { key: 'global.labels.requiredField' };
  else if (!(Number.isInteger(idFrame) && (idFrame as number) > 0 && (idFrame as number) <= 2_147_483_647)) fields.id_frame = { key: 'validation.integer' };
  const instant = (name: 'from' | 'to') => {
    const value = raw[name];
    if (value === undefined || value === null || value === '') fields[name] = { key: 'global.labels.requiredField' };
    else if (typeof value !== 'string' || Number.isNaN(parseIsoInstant(value))) fields[name] = { key: 'series.errors.dateTime' };
    return typeof value === 'string' ? parseIsoInstant(value) : NaN;
  };
  const from = instant('from');
  const to = instant('to');
  if (!fields.from && !fields.to && !(from < to)) fields.to = { key: 'series.errors.range' };
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return { idFrame: idFrame as number, from, to };
}

/**
 * `POST EM/actions/remake`: the frame's stops of a period detected again from its state tag (README.md, Jobs):
 * untouched automatic stops follow the readings, stops people worked on are kept.
 */
export async function detectionRoutes(app: FastifyInstance): Promise<void> {
  app.post('/EM/actions/remake', { schema: schemas.remake.schema }, async (request) => {
    if (!mayRemake(request)) throw forbidden();
    const input = parseRemakeBody(request.body);
    const frame = await findDetectionFrame(app.database.db, input.idFrame);
    if (!frame || frame.id_elemento !== request.access!.unit?.id_elemento) throw notFound();
    if (frame.insertion !== 'automatic' || frame.id_tag_state === null) throw remakeRefused();
    if (!(await hasReadings(app.database.db, frame.id_tag_state, input.from, input.to))) throw noDataSelected();
    // Up to the job's settled mark at least, so a stop running across `to` is seen whole.
    const to = Math.max(input.to, frame.detected_until_ms ?? input.to);
    const outcome = await detectFrameStops(app.database, frame, { from: input.from, to }, { action: 'remade', now: Date.now(), saveState: false });
    return { data: { removed: outcome.removed, added: outcome.added, updated: outcome.updated } };
  });
}
