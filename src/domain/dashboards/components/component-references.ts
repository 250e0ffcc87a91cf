/** An id an options object names, and where: `tags.1` or `series.id_tag`, the field path of a form error. */
export interface OptionReference {
  path: string;
  id: number;
}

export interface OptionReferences {
  tags: OptionReference[];
  frames: OptionReference[];
}

const kindOf: Record<string, keyof OptionReferences> = { id_tag: 'tags', tags: 'tags', id_frame: 'frames', frames: 'frames' };

/** The tags and events a widget's options name (the naming rule of component-indicators.ts), with their paths. */
export function optionReferences(options: unknown): OptionReferences {
  const found: OptionReferences = { tags: [], frames: [] };
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${path}${index}.`));
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const kind = kindOf[key];
      if (kind && typeof value === 'number') found[kind].push({ path: `${path}${key}`, id: value });
      else if (kind && Array.isArray(value))
        value.forEach((item, index) => {
          if (typeof item === 'number') found[kind].push({ path: `${path}${key}.${index}`, id: item });
          else visit(item, `${path}${key}.${index}.`);
        });
      else visit(value, `${path}${key}.`);
    }
  };
  visit(options, '');
  return found;
}
