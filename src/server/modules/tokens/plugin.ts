import type { FastifyInstance } from 'fastify';
import { apiTokenTable } from './api-token-table.js';
import { tokenRoutes } from './token-routes.js';
import type { ServerModule } from '../server-module.js';

/**
 * The API tokens module: the settings routes and the `api_token` table. Bearer authentication of
 * tokens is wired into `plugins/app/authentication.ts` and `request-context.ts`.
 */
export async function tokensPlugin(app: FastifyInstance): Promise<void> {
  await app.register(tokenRoutes);
}

export const tokensModule: ServerModule = { name: 'tokens', routes: tokensPlugin, tables: [apiTokenTable] };
