import type { Db } from '../../db/create-database.js';
import { CLIENT_ERROR_TABLE } from './client-error-table.js';
import type { ClientErrorReport } from './report-input.js';

export interface ReportOrigin {
  userId: number | null;
  unitId: number | null;
  receivedAt: string;
}

export async function insertClientError(db: Db, report: ClientErrorReport, origin: ReportOrigin): Promise<number> {
  const row = await db
    .insertInto(CLIENT_ERROR_TABLE)
    .values({
      received_at: origin.receivedAt,
      id_usuario: origin.userId,
      id_elemento: origin.unitId,
      browser: report.browser,
      os: report.os,
      device: report.device,
      message: report.message,
      stack: report.stack ?? null,
      url: report.url ?? null,
    })
    .returning('id_client_error')
    .executeTakeFirstOrThrow();
  return Number(row.id_client_error);
}
