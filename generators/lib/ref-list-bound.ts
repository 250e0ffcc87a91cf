/**
 * The longest reference list (an array of `x-ref` items) a schema gets when it sets no `maxItems`:
 * far above any real selection of users, groups or tags, and far below the databases' limits on the
 * parameters of one statement, so an oversized list is a 400 from the validators, never a 500.
 */
export const defaultRefListMaxItems = 1000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isRefList(node: Record<string, unknown>): boolean {
  return node.type === 'array' && isObject(node.items) && node.items['x-ref'] !== undefined;
}

/** `schema` with `maxItems` on every reference list, nested ones included; a schema's own `maxItems` is kept. */
export function boundRefLists<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => boundRefLists(item)) as T;
  if (!isObject(schema)) return schema;
  const bounded = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, boundRefLists(value)]));
  return (isRefList(schema) && schema.maxItems === undefined ? { ...bounded, maxItems: defaultRefListMaxItems } : bounded) as T;
}
