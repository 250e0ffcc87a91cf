import multipart from '@fastify/multipart';
import { raiseAlertsAfterStore } from '../alerts/raise-on-values.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, validationFailed } from '../../core/api-error.js';
import { collectValues } from './collect-values.js';
import { storeManualEntry } from './store-manual-entry.js';
import { importValues } from './import-values.js';
import { mayWriteValues } from './write-access.js';
import { checkSampleTags, storeCheckedSamples } from './write-batch.js';
import { valueKeys } from './write-errors.js';
import { fieldErrorsOfRows, parseWriteBody } from './write-request.js';
import { uploadedText } from '../../core/uploaded-file.js';
import { seriesRouteSchemas as schemas } from './schemas/index.js';

/** 10,000 rows with long tag codes fit; the app-wide limit stays small for every other route. */
const writeBodyLimit = 8 * 1024 * 1024;
const importFileLimit = 32 * 1024 * 1024;

/**
 * Value writes (issue 5): `writeValues` for sensors and integrations, `collectValues` for a manual-collection
 * group's time slot, `importValues` for a CSV file. All or nothing; values outside a tag's filter limits
 * are refused and counted; changing a stored value needs `overwrite` (else 409 VALUE_EXISTS) and is logged. Permission: create on any data-entry page that writes values.
 */
export async function valueRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: importFileLimit, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });
  // Every write checks the alert conditions on what it stored.
  const depsOf = (request: FastifyRequest) => ({
    database: app.database,
    catalog: app.catalog,
    onStored: (rows: readonly { id_tag: number; ts: number; value: number }[]) => raiseAlertsAfterStore({ database: app.database, log: request.log }, rows),
  });

  app.post('/MES/actions/writeValues', { bodyLimit: writeBodyLimit, schema: schemas.writeValues.schema }, async (request) => {
    const access = request.access!;
    const tags = app.catalog.get('tags');
    if (!access.unit || !tags || !mayWriteValues(access)) throw forbidden();
    const parsed = parseWriteBody(request.body);
    if ('fields' in parsed) throw validationFailed(parsed.fields);
    const checked = await checkSampleTags(app.database.db, tags, access.unit.plt_codigo, parsed.inputs);
    if (checked.problems.length) throw validationFailed(fieldErrorsOfRows(checked.problems));
    // A person's session typed these (the manual input page): who typed them is kept, as for the collector.
    // An integration's token wrote them: nobody typed them.
    if (access.apiToken) return { data: await storeCheckedSamples(depsOf(request), access, checked.samples, parsed.overwrite) };
    return { data: await storeManualEntry(depsOf(request), access, checked.samples, parsed.overwrite, () => true) };
  });

  app.post('/MES/actions/collectValues', { schema: schemas.collectValues.schema }, async (request) => ({
    data: await collectValues(depsOf(request), request.access!, request.body),
  }));

  app.post<{ Querystring: { dryRun?: string; overwrite?: string } }>('/MES/actions/importValues', { schema: schemas.importValues.schema }, async (request) => {
    const access = request.access!;
    if (!access.unit || !mayWriteValues(access)) throw forbidden();
    const flag = (value: string | undefined) => value === 'true' || value === '1';
    const options = { dryRun: flag(request.query.dryRun), overwrite: flag(request.query.overwrite) };
    return { data: await importValues(depsOf(request), access, await uploadedText(request, valueKeys.importNoFile), options) };
  });
}
