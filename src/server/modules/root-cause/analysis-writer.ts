import { forbidden } from '../../core/api-error.js';
import type { Database } from '../../db/create-database.js';
import type { RequestAccess } from '../../fastify-types.js';
import { mayOnRcaPage, RCA_MENUS } from './rca-access.js';
import { rcaViewer, type RcaViewer } from './rca-context.js';

/** The caller of a write on the analysis page: update on `root-cause.generate-analysis`, else 403 (the role is checked per record). */
export async function analysisWriter(database: Database, access: RequestAccess, now: number): Promise<RcaViewer> {
  const viewer = await rcaViewer(database.db, access, now);
  if (!mayOnRcaPage(access, RCA_MENUS.analysis, 'update')) throw forbidden();
  return viewer;
}
