import type { FastifyInstance } from 'fastify';
import type { EntityModel } from '../../domain/entities/entity-model.js';
import { accessControlRoutes } from './access-control.js';
import { alertRoutes } from './alerts.js';
import { brandingRoutes } from './branding.js';
import { logRoutes } from './log.js';
import { authenticate } from '../plugins/app/authentication.js';
import { requireContract } from '../plugins/app/contract-guard.js';
import { resolveRequestContext } from '../plugins/app/request-context.js';
import { notFound } from '../services/api-error.js';
import { loginRoutes, sessionRoutes } from './auth.js';
import { contractRoutes } from './contract.js';
import { dashboardViewRoutes } from './dashboard-views.js';
import { entityRoutes } from './entities.js';
import { fileRoutes } from './files.js';
import { healthRoutes } from './health.js';
import { ssoRoutes } from './sso.js';
import { seriesRoutes } from './series.js';
import { tagLookupRoutes } from './tag-lookups.js';
import { tagSettingsRoutes } from './tag-settings.js';
import { unitAssignmentRoutes } from './unit-assignment.js';
import { unitUserListRoutes } from './unit-user-list.js';
import { valueRoutes } from './values.js';
import { logbookRoutes } from './logbook.js';
import { legacyProfileRoutes } from './legacy-profile.js';
import { clientErrorRoutes } from './client-errors.js';

/**
 * Everything under `/{product}/`. Health, sign-in, single sign-on and the host's branding are public; the rest, unknown paths
 * included, sit behind the session and unit hooks, so a caller without a valid token
 * learns nothing, not even which paths exist.
 */
export async function productRoutes(app: FastifyInstance, { models }: { models: readonly EntityModel[] }): Promise<void> {
  await app.register(healthRoutes);
  await app.register(loginRoutes);
  await app.register(ssoRoutes);
  await app.register(brandingRoutes, { models });
  await app.register(clientErrorRoutes);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', authenticate);
    signedIn.addHook('onRequest', resolveRequestContext);
    signedIn.addHook('onRequest', requireContract);
    signedIn.setNotFoundHandler(async (_request, reply) => reply.code(404).send(notFound().toBody()));
    await signedIn.register(sessionRoutes);
    await signedIn.register(accessControlRoutes);
    await signedIn.register(contractRoutes);
    await signedIn.register(entityRoutes, { models });
    await signedIn.register(legacyProfileRoutes);
    await signedIn.register(logRoutes, { models });
    await signedIn.register(tagLookupRoutes);
    await signedIn.register(tagSettingsRoutes);
    await signedIn.register(seriesRoutes);
    await signedIn.register(dashboardViewRoutes);
    await signedIn.register(unitAssignmentRoutes);
    await signedIn.register(unitUserListRoutes);
    await signedIn.register(fileRoutes);
    await signedIn.register(valueRoutes);
    await signedIn.register(alertRoutes);
    await signedIn.register(logbookRoutes, { models });
  });
}
