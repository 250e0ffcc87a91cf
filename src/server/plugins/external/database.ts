import type { EntityModel } from '../../../domain/entities/entity-model.js';
import type { TableDef } from '../../../domain/entities/table-model.js';
import { createDatabase } from '../../db/create-database.js';
import { migrate } from '../../db/migrate.js';
import { seedDemo } from '../../seed/demo.js';
import { assertCoreModels } from '../../core/core-models.js';
import { modelCatalog } from '../../core/model-catalog.js';
import { sharedPlugin } from '../shared-plugin.js';

export interface DatabaseOptions {
  url: string;
  models: readonly EntityModel[];
  tables: readonly TableDef[];
  seedDemo: boolean;
  seedDemoSeries: boolean;
}

/** Opens the database, migrates it (and seeds the demo plant into an empty one), closes it with the app. */
export const databasePlugin = sharedPlugin<DatabaseOptions>('database', async (app, options) => {
  const catalog = modelCatalog(options.models);
  assertCoreModels(catalog);
  const database = createDatabase(options.url);
  try {
    await migrate(database, options.tables, async () => {
      if (options.seedDemo) await seedDemo({ database, catalog }, { series: options.seedDemoSeries });
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  app.decorate('database', database);
  app.decorate('catalog', catalog);
  app.addHook('onClose', () => database.close());
});
