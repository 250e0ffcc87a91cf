/** One locale of a component's option labels (`options/<type>.i18n.json`): a field's label, or `{ _: label, child: … }` for a field with fields. */
export interface OptionTexts {
  fields?: Record<string, unknown>;
  enums?: Record<string, Record<string, string>>;
}

type Node = Record<string, unknown>;
export type UiNode = { [key: string]: unknown };

const asNode = (value: unknown): Node | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : undefined);

function labelOf(text: unknown): string | undefined {
  if (typeof text === 'string') return text;
  const label = asNode(text)?._;
  return typeof label === 'string' ? label : undefined;
}

function enumNames(values: unknown, names: Record<string, string> | undefined): string[] | undefined {
  return Array.isArray(values) && names ? values.map((value) => names[String(value)] ?? String(value)) : undefined;
}

function localiseObject(node: Node, fields: Node, enums: OptionTexts['enums'], ui: UiNode): Node {
  const properties: Node = {};
  for (const [name, value] of Object.entries(asNode(node.properties) ?? {})) {
    const property = asNode(value);
    if (!property) continue;
    const text = fields[name];
    const label = labelOf(text);
    const children = asNode(text) ?? {};
    const own: UiNode = {};
    let next: Node = label ? { ...property, title: label } : property;
    const names = enumNames(next.enum, enums?.[name]);
    if (names) own['ui:enumNames'] = names;
    const items = asNode(next.items);
    if (next.type === 'object') next = localiseObject(next, children, enums, own);
    else if (items?.type === 'object') {
      const itemUi: UiNode = {};
      next = { ...next, items: localiseObject(items, children, enums, itemUi) };
      if (Object.keys(itemUi).length) own.items = itemUi;
    } else if (items && enumNames(items.enum, enums?.[name])) own.items = { 'ui:enumNames': enumNames(items.enum, enums?.[name]) };
    properties[name] = next;
    if (Object.keys(own).length) ui[name] = own;
  }
  return { ...node, properties };
}

/**
 * A component's options schema in one language: every field's `title` from its label, at any depth (`{ _: "Tags",
 * id_tag: "Tag" }` labels `tags` and its items' `id_tag`), and the uiSchema's `ui:enumNames` from the locale's
 * `enums` (by field name). SchemaForm's own `i18n` labels only the top level.
 */
export function localiseOptions(schema: unknown, texts: OptionTexts | undefined): { schema: Node; uiSchema: UiNode } {
  const node = asNode(schema) ?? { type: 'object', properties: {} };
  const uiSchema: UiNode = {};
  return { schema: localiseObject(node, texts?.fields ?? {}, texts?.enums, uiSchema), uiSchema };
}

/** Two uiSchemas as one: nested nodes merged, `b` wins on a leaf both set. */
export function mergeUi(a: UiNode, b: UiNode): UiNode {
  const merged: UiNode = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const left = asNode(merged[key]);
    const right = asNode(value);
    merged[key] = left && right && !key.startsWith('ui:') ? mergeUi(left, right) : value;
  }
  return merged;
}
