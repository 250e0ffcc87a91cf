import type { EntityModel } from '../src/domain/entities/entity-model.js';
import { routeCatalogue } from '../src/server/route-schemas/catalogue.js';
import { emitApiTypes } from './emit/api-types.js';
import { emitDataProviderMap } from './emit/data-provider.js';
import { emitEntities } from './emit/entities.js';
import { emitI18n } from './emit/i18n.js';
import { emitOpenApi } from './emit/openapi.js';
import { emitPermissions } from './emit/permissions.js';
import { emitResources } from './emit/resources.js';
import { emitTables } from './emit/tables.js';
import { emitTypes } from './emit/types.js';
import { checkTranslations } from './lib/i18n-keys.js';
import { loadSchemas } from './lib/load.js';
import { checkMenuPages } from './lib/menu-pages.js';
import { checkMetaSchema } from './lib/meta-schema.js';
import { normalise } from './lib/normalise.js';
import { checkOverrideFolders, defaultOverridesDir } from './lib/override-folders.js';
import type { Output } from './lib/output.js';

export interface Generated {
  models: EntityModel[];
  outputs: Output[];
}

/** The whole pipeline, in memory: load, check against the meta-schema, normalise, check translations and override folders, emit. Writes nothing. */
export async function generate(schemasDir: string, version: string, overridesDir = defaultOverridesDir): Promise<Generated> {
  const sources = await loadSchemas(schemasDir);
  checkMetaSchema(sources);
  checkMenuPages(sources);
  const models = normalise(sources);
  checkTranslations(models, sources);
  await checkOverrideFolders(models, overridesDir);
  const outputs = [
    ...emitEntities(models),
    ...(await emitTypes(models)),
    ...emitTables(models),
    ...emitResources(models),
    ...emitDataProviderMap(models),
    ...emitPermissions(models),
    ...emitI18n(models, sources),
    ...emitOpenApi(models, version, routeCatalogue),
    ...(await emitApiTypes(routeCatalogue, models)),
  ];
  return { models, outputs };
}
