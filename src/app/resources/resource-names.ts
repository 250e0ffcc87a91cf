import { entities } from '../../generated/entities.js';
import type { EntityModel } from '../../domain/entities/entity-model.js';

const models = entities as Record<string, EntityModel>;

/** react-admin resource name of an entity: its route without the leading slash (a data-only entity: its name). */
export function resourceNameOf(model: EntityModel): string {
  return model.route?.replace(/^\//, '') ?? model.name;
}

/** The model of an entity referenced by name (a field's `ref`). */
export function referencedModel(entityName: string): EntityModel {
  const model = models[entityName];
  if (!model) throw new Error(`unknown entity ${entityName}`);
  return model;
}

/** The resource name and label field of an entity referenced by a field's `ref`. */
export function referenceOf(entityName: string): { reference: string; labelField: string } {
  const model = referencedModel(entityName);
  return { reference: resourceNameOf(model), labelField: model.label };
}

/** Key of an enum value's label: resources.<entity>.enums.<field>.<value>. */
export function enumLabel(fieldLabel: string, fieldName: string, value: string | number): string {
  return `${fieldLabel.replace(/\.fields\..*$/, '')}.enums.${fieldName}.${value}`;
}
