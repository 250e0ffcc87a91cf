import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { forbidden, validationFailed } from '../../core/api-error.js';
import { mayAct } from '../access/permissions.js';
import { checkFormula } from './tag-calculation-check.js';
import { importTags } from './tag-import.js';
import { plantTags } from './tag-plant-tags.js';
import { uploadedText } from '../../core/uploaded-file.js';
import { tagRouteSchemas as schemas } from './schemas/index.js';
import type { CalculationCheckAnswer } from '../../../generated/api-types.js';

/** A tag file is small: a few thousand lines of settings. */
export const maxTagFileBytes = 5 * 1024 * 1024;
const maxFormulaLength = 2000;

function formulaOf(body: unknown): string {
  const formula = (body as { formula?: unknown } | null)?.formula;
  if (typeof formula !== 'string') throw validationFailed({ formula: { key: 'global.labels.requiredField' } });
  if (formula.length > maxFormulaLength) throw validationFailed({ formula: { key: 'global.labels.maxLengthExceeded', args: { max: maxFormulaLength } } });
  return formula;
}

/**
 * The tag settings calls beside the generic entity routes: the Validate button of a calculation
 * (`POST MES/queries/validateCalculation`, read or update on settings.tags) and the tag CSV import
 * (`POST MES/actions/importTags`, create on settings.tags).
 */
export async function tagSettingsRoutes(app: FastifyInstance): Promise<void> {
  const tags = app.catalog.get('tags');
  if (!tags) return;
  const deps = { database: app.database, catalog: app.catalog };
  await app.register(multipart, { limits: { fileSize: maxTagFileBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 } });

  app.post('/MES/queries/validateCalculation', { schema: schemas.calculationCheck.schema }, async (request): Promise<CalculationCheckAnswer> => {
    const access = request.access!;
    if (!mayAct(access, tags, 'read') && !mayAct(access, tags, 'update')) throw forbidden();
    const formula = formulaOf(request.body);
    if (!access.unit) throw forbidden();
    const result = await checkFormula(app.database.db, await plantTags(app.database.db, tags, access.unit.plt_codigo), access.unit.plt_codigo, formula);
    if (result.ok) return { data: { ok: true } };
    const { key, position, args = {} } = result.error;
    return { data: { ok: false, error: { key, position, args } } };
  });

  app.post('/MES/actions/importTags', { schema: schemas.tagImport.schema }, async (request) => {
    if (!mayAct(request.access!, tags, 'create')) throw forbidden();
    return { data: await importTags(deps, tags, request.access!, await uploadedText(request, 'global.labels.requiredField')) };
  });
}
