import type { EntityModel } from '../../domain/entities/entity-model.js';
import type { ModelCatalog } from './model-catalog.js';

/**
 * The platform core (sign-in, sessions, unit access) reads these tables by name, so every
 * entity list the server is built with must include their schemas.
 */
export const coreTableNames = ['cliente', 'planta', 'elemento', 'usuario', 'perfil', 'usuario_elemento'] as const;

export function modelByTable(catalog: ModelCatalog, table: (typeof coreTableNames)[number]): EntityModel {
  for (const model of catalog.values()) if (model.table === table) return model;
  throw new Error(`the entity list has no schema for the core table ${table}`);
}

export function assertCoreModels(catalog: ModelCatalog): void {
  for (const table of coreTableNames) modelByTable(catalog, table);
}
