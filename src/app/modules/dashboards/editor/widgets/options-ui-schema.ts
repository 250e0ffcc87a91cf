/** What the options schema walker reads of a JSON Schema node. */
interface SchemaNode {
  type?: unknown;
  properties?: Record<string, unknown>;
  items?: unknown;
}

/** A uiSchema node: a picker on a field, or its children's nodes. */
export type OptionsUiSchema<W> = { [name: string]: W | OptionsUiSchema<W> };

/** The widgets the naming rule maps to: one for tags, one for events (each single or several, by its field's type). */
export interface OptionPickers<W> {
  tag: W;
  frame: W;
}

const asNode = (value: unknown): SchemaNode | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SchemaNode) : undefined;

/** `id_tag` / `tags` name tags, `id_frame` / `frames` events (src/domain/dashboards/components/component-indicators.ts). */
const singles: Record<string, 'tag' | 'frame'> = { id_tag: 'tag', id_frame: 'frame' };
const lists: Record<string, 'tag' | 'frame'> = { tags: 'tag', frames: 'frame' };

function objectUi<W>(node: SchemaNode, pickers: OptionPickers<W>): OptionsUiSchema<W> | undefined {
  const ui: OptionsUiSchema<W> = {};
  for (const [name, value] of Object.entries(node.properties ?? {})) {
    const property = asNode(value);
    if (!property) continue;
    const items = asNode(property.items);
    const single = singles[name];
    const list = lists[name];
    if (single && property.type === 'integer') ui[name] = { 'ui:widget': pickers[single] };
    else if (list && property.type === 'array' && items?.type === 'integer') ui[name] = { 'ui:widget': pickers[list] };
    else {
      const inner = fieldUi(property, pickers);
      if (inner) ui[name] = inner;
    }
  }
  return Object.keys(ui).length ? ui : undefined;
}

function fieldUi<W>(node: SchemaNode, pickers: OptionPickers<W>): OptionsUiSchema<W> | undefined {
  if (node.type === 'object') return objectUi(node, pickers);
  const items = asNode(node.items);
  if (node.type === 'array' && items?.type === 'object') {
    const inner = objectUi(items, pickers);
    return inner ? { items: inner } : undefined;
  }
  return undefined;
}

/**
 * The uiSchema of a component's options form by the naming rule: an integer `id_tag` or an array `tags` of integers
 * gets the tag picker, an integer `id_frame` or an array `frames` of integers the event picker, at any depth (objects,
 * and the items of arrays of objects: `tags: [{ id_tag, color }]`).
 */
export function optionsUiSchema<W>(schema: unknown, pickers: OptionPickers<W>): OptionsUiSchema<W> {
  const node = asNode(schema);
  return (node && objectUi(node, pickers)) ?? {};
}
