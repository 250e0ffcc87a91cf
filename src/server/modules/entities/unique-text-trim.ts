import type { EntityModel } from '../../../domain/entities/entity-model.js';

/** Fields of an x-unique set: their text is stored trimmed, so " PSI " is the code "PSI". */
function uniqueSetFields(model: EntityModel): Set<string> {
  return new Set(model.fields.flatMap((f) => (f.unique ? [...f.unique, f.name] : [])));
}

/** The sent values with the text of x-unique sets trimmed, before validation (so "   " is empty). */
export function trimUniqueTexts(model: EntityModel, sent: Record<string, unknown>): Record<string, unknown> {
  const trimmed = uniqueSetFields(model);
  return Object.fromEntries(Object.entries(sent).map(([name, value]) => [name, trimmed.has(name) && typeof value === 'string' ? value.trim() : value]));
}
