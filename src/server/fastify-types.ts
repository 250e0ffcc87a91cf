import type { Config } from './config.js';
import type { Database } from './db/create-database.js';
import type { EntityRecord } from './repositories/entity-reads.js';
import type { UnitSummary } from './repositories/user-access-repository.js';
import type { AccessScope } from './services/access-scope.js';
import type { ModelCatalog } from './services/model-catalog.js';
import type { Permissions } from './services/permissions.js';

/** The signed user, the chosen unit and what they may do there; set by the signed-in hooks. */
export interface RequestAccess extends AccessScope {
  user: EntityRecord;
  userId: number;
  tokenHash: string;
  units: UnitSummary[];
  unit: UnitSummary | null;
  permissions: Permissions;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    catalog: ModelCatalog;
  }
  interface FastifyRequest {
    signedIn: { user: EntityRecord; tokenHash: string } | null;
    access: RequestAccess | null;
  }
}
