import type { Config } from './config.js';
import type { Database } from './db/create-database.js';
import type { EntityRecord } from './modules/entities/entity-reads.js';
import type { UnitSummary } from './modules/access/user-access-repository.js';
import type { AccessScope } from './modules/access/access-scope.js';
import type { ModelCatalog } from './core/model-catalog.js';
import type { Permissions } from './modules/access/permissions.js';
import type { TokenGrant } from './modules/tokens/token-repository.js';

/** The signed user, the chosen unit and what they may do there; set by the signed-in hooks. */
export interface RequestAccess extends AccessScope {
  user: EntityRecord;
  userId: number;
  tokenHash: string;
  units: UnitSummary[];
  unit: UnitSummary | null;
  permissions: Permissions;
  /** Set when the caller is an API token (modules/tokens): its grant, already applied to the fields above. */
  apiToken?: TokenGrant;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    catalog: ModelCatalog;
  }
  interface FastifyRequest {
    signedIn: { user: EntityRecord; tokenHash: string; apiToken?: TokenGrant } | null;
    access: RequestAccess | null;
  }
}
