import type { FastifyInstance } from 'fastify';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { signInThrottle } from '../../plugins/external/sign-in-rate-limit.js';
import { revokeSession } from './session-repository.js';
import { validationFailed } from '../../core/api-error.js';
import { signIn } from './sign-in.js';
import { signInAnswer } from './sign-in-answer.js';
import { authRouteSchemas as schemas } from './schemas/index.js';

function credentialsOf(body: unknown): { username: string; password: string } {
  const { username, password } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const [name, value, max] of [
    ['username', username, 400],
    ['password', password, 1024],
  ] as const) {
    if (typeof value !== 'string' || value === '') errors[name] = { key: 'global.labels.requiredField' };
    else if (value.length > max) errors[name] = { key: 'global.labels.maxLengthExceeded', args: { max } };
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { username: username as string, password: password as string };
}

/** Public, throttled per address: POST CAC/actions/login. */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  app.post('/CAC/actions/login', { ...signInThrottle(app), schema: schemas.signIn.schema }, async (request, reply) => {
    const { username, password } = credentialsOf(request.body);
    const deps = { database: app.database, catalog: app.catalog, sessionTtlHours: app.config.sessionTtlHours };
    const { httpStatus, body } = signInAnswer(await signIn(deps, username.trim(), password));
    return reply.code(httpStatus).send(body);
  });
}

/** Signed in: sign-out and the session the SPA restores after a reload. */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.post('/CAC/actions/logout', { schema: schemas.signOut.schema }, async (request) => {
    await revokeSession(app.database.db, request.access!.tokenHash);
    return { status: 'SUCCESS' };
  });

  app.get('/CAC/queries/session', { schema: schemas.session.schema }, async (request) => {
    const { user, units, unit } = request.access!;
    return { data: user, units, unit: unit?.id_elemento ?? null };
  });
}
