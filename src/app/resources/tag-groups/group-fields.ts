import type { FieldModel } from '../../../domain/entities/entity-model.js';
import { entities } from '../../../generated/entities.js';
import type { EntityField } from '../../data/typed-data-provider.js';
import { enumLabel } from '../resource-names.js';

export const groupModel = entities['tag-groups'];

export function groupField(name: EntityField<'tag-groups'>): FieldModel {
  const field = groupModel.fields.find((f) => f.name === name);
  if (!field) throw new Error(`tag-groups has no field ${name}`);
  return field;
}

/** A sub-field of a nested list (rules, alarm references). */
export function itemField(list: 'rules' | 'alarm_references', name: string): FieldModel {
  return groupField(list).items!.find((item) => item.name === name)!;
}

export const ruleKindChoices = (itemField('rules', 'kind').enum ?? []).map((value) => ({
  id: value,
  name: enumLabel(itemField('rules', 'kind').label, 'kind', value),
}));
