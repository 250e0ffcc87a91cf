import Fastify, { type FastifyInstance } from 'fastify';
import type { EntityModel } from '../domain/entities/entity-model.js';
import type { TableDef } from '../domain/entities/table-model.js';
import { entityList } from '../generated/entities.js';
import { tables as generatedTables } from '../generated/tables.js';
import type { Config } from './config.js';
import './fastify-types.js';
import { installApiNoStore } from './plugins/app/api-no-store.js';
import { answerFrameworkError, installErrorHandler } from './plugins/app/error-handler.js';
import { installJsonBodyParser } from './plugins/app/json-body.js';
import { installNulGuard } from './plugins/app/nul-guard.js';
import { installRouteValidation } from './plugins/app/route-validation.js';
import { databasePlugin } from './plugins/external/database.js';
import { securityHeadersPlugin } from './plugins/external/security-headers.js';
import { signInRateLimitPlugin } from './plugins/external/sign-in-rate-limit.js';
import { staticPlugin } from './plugins/external/static.js';
import { jobsPlugin } from './modules/jobs/plugin.js';
import { metaRoutes } from './modules/health/health-routes.js';
import { productRoutes } from './routes/product.js';
import { contractKeyWarningAtStart } from './modules/contract/contract-key-at-start.js';

export interface BuildOptions {
  config: Config;
  /** Defaults to the generated models; tests pass their own to show a new schema needs no code. */
  entities?: readonly EntityModel[];
  /** The tables of `entities`; defaults to the generated ones. */
  tables?: readonly TableDef[];
  /** Where the log goes; stdout by default. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, entities = entityList, tables = generatedTables, logStream } = options;
  const contractKeyWarning = contractKeyWarningAtStart(config);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: config.bodyLimit,
    frameworkErrors: answerFrameworkError,
    // The database plugin migrates and, on a first start, seeds the demo plant with 90 days of series:
    // on a busy machine that outlasts Fastify's 10 s default for a plugin, and a first start must not fail for it.
    pluginTimeout: 180_000,
  });
  if (contractKeyWarning) app.log.warn(contractKeyWarning);
  app.decorate('config', config);
  app.decorateRequest('signedIn', null);
  app.decorateRequest('access', null);
  installErrorHandler(app);
  installRouteValidation(app);
  installJsonBodyParser(app);
  installApiNoStore(app, config.product);
  installNulGuard(app);

  await app.register(databasePlugin, { url: config.databaseUrl, models: entities, tables, seedDemo: config.seedDemo, seedDemoSeries: config.seedDemoSeries });
  await app.register(jobsPlugin);
  await app.register(securityHeadersPlugin, { product: config.product, embedOrigins: config.embedOrigins });
  await app.register(signInRateLimitPlugin);
  await app.register(staticPlugin, { distDir: config.distDir, product: config.product });
  await app.register(metaRoutes);
  await app.register(productRoutes, { prefix: `/${config.product}`, models: entities });
  await app.ready();
  return app;
}
