import type { EntityDeps } from '../../entities/entity-service.js';

/** What export and import use: the entity engine, and the picture store's folder (the pictures travel in the file). */
export interface DefinitionDeps extends EntityDeps {
  uploadDir: string;
}
