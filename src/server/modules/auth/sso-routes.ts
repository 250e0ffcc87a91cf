import type { FastifyInstance } from 'fastify';
import type { FieldErrors } from '../../../domain/validation/field-errors.js';
import { signInThrottle } from '../../plugins/external/sign-in-rate-limit.js';
import { findSsoSettingsByDomain } from './sso-repository.js';
import { notFound, validationFailed } from '../../core/api-error.js';
import { signInAnswer } from './sign-in-answer.js';
import type { SsoSignInRequest } from './sso-identity-check.js';
import { keySetOf } from './sso-key-sets.js';
import { ssoSignIn } from './sso-sign-in.js';
import { authRouteSchemas as schemas } from './schemas/index.js';

/** Platform-core section 8: a single sign-on refusal is `auth.signin.unauthorized`, whatever the cause. */
const refusal = { status: 'UNAUTHORIZED', error: { code: 'UNAUTHORIZED', message: 'auth.signin.unauthorized' } };

function domainOf(query: unknown): string {
  const domain = (query as Record<string, unknown> | undefined)?.domain;
  if (typeof domain !== 'string' || !domain.trim()) throw validationFailed({ domain: { key: 'global.labels.requiredField' } });
  return domain.trim().toLowerCase();
}

function ssoRequestOf(body: unknown): SsoSignInRequest {
  const { username, id, client } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const [name, value, max] of [
    ['username', username, 400],
    ['id', id, 16_384],
  ] as const) {
    if (typeof value !== 'string' || !value.trim()) errors[name] = { key: 'global.labels.requiredField' };
    else if (value.length > max) errors[name] = { key: 'global.labels.maxLengthExceeded', args: { max } };
  }
  const clientCode = typeof client === 'string' && /^\d+$/.test(client) ? Number(client) : client;
  if (!Number.isSafeInteger(clientCode)) errors.client = { key: 'global.labels.requiredField' };
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { username: username as string, id: id as string, client: clientCode as number };
}

/** Public: a domain's single sign-on settings, and the sign-in with the provider's identity token. */
export async function ssoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/ADFS/queries/DOMAIN', { schema: schemas.ssoDomain.schema }, async (request) => {
    const settings = await findSsoSettingsByDomain(app.database.db, domainOf(request.query));
    if (!settings) throw notFound();
    return { data: settings };
  });

  app.post('/CAC/actions/loginADFS', { ...signInThrottle(app), schema: schemas.ssoSignIn.schema }, async (request, reply) => {
    const deps = { database: app.database, catalog: app.catalog, sessionTtlHours: app.config.sessionTtlHours, keySetOf };
    const result = await ssoSignIn(deps, ssoRequestOf(request.body));
    if ('reason' in result) {
      request.log.info({ reason: result.reason, detail: result.detail }, 'single sign-on refused');
      return reply.code(401).send(refusal);
    }
    const { httpStatus, body } = signInAnswer(result);
    return reply.code(httpStatus).send(body);
  });
}
