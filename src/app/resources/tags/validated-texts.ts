/**
 * "A calculation must be validated" (business-modules section 5): a form keeps the texts (formulas,
 * group rules) that passed Validate or were stored, and refuses to save a list holding another one.
 */
export interface FormMessage {
  message: string;
  args: Record<string, unknown>;
}

type Nested = Record<string, unknown>;

/** The indexes of the list's items whose `field` is neither stored nor validated. */
export function unvalidatedIndexes(items: unknown, field: string, accepted: ReadonlySet<string>): number[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item, index) => {
    const text = (item as Nested | null)?.[field];
    return typeof text === 'string' && text.trim() !== '' && !accepted.has(text) ? [index] : [];
  });
}

/** Adds `message` under `<list>.<index>.<field>` of react-hook-form errors, keeping an error already there. */
export function withItemErrors(errors: Nested, list: string, field: string, indexes: readonly number[], message: string): Nested {
  if (!indexes.length) return errors;
  const items = [...((errors[list] as Nested[] | undefined) ?? [])];
  for (const index of indexes) {
    for (let i = 0; i <= index; i++) items[i] ??= {};
    items[index] = { [field]: { message, args: {} } satisfies FormMessage, ...items[index] };
  }
  return { ...errors, [list]: items };
}

/** The stored texts of a record's list: they were validated when they were saved. */
export function storedTexts(record: Nested | undefined, list: string, field: string): string[] {
  const items = record?.[list];
  return Array.isArray(items) ? items.map((item) => (item as Nested)?.[field]).filter((t): t is string => typeof t === 'string') : [];
}
