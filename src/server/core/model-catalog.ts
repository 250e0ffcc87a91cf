import type { EntityModel } from '../../domain/entities/entity-model.js';

/** Entity models by resource name, for following x-ref between them. */
export type ModelCatalog = ReadonlyMap<string, EntityModel>;

export function modelCatalog(models: readonly EntityModel[]): ModelCatalog {
  return new Map(models.map((model) => [model.name, model]));
}
