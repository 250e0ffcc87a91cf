import { optionReferences } from '../../../../domain/dashboards/components/component-references.js';

/** Old id → new id, per kind of reference. */
export interface ReferenceMaps {
  tags: ReadonlyMap<number, number>;
  frames: ReadonlyMap<number, number>;
}

/** Every tag and event id the options name (the naming rule of component-references.ts), without repeats. */
export function referencedIds(optionsList: readonly unknown[]): { tags: number[]; frames: number[] } {
  const tags = new Set<number>();
  const frames = new Set<number>();
  for (const options of optionsList) {
    const refs = optionReferences(options);
    refs.tags.forEach((ref) => tags.add(ref.id));
    refs.frames.forEach((ref) => frames.add(ref.id));
  }
  return { tags: [...tags], frames: [...frames] };
}

/** Writes `value` at a dotted path of `target` (`tags.1`, `series.0.id_tag`); the path exists, it came from the same object. */
function setAtPath(target: Record<string, unknown>, path: string, value: number): void {
  const parts = path.split('.');
  let node: unknown = target;
  for (const part of parts.slice(0, -1)) node = (node as Record<string, unknown>)[part];
  (node as Record<string, unknown>)[parts.at(-1)!] = value;
}

/**
 * The options with each tag and event id replaced through `maps` (the exporting plant's ids to this plant's), and
 * the paths of the ids without a counterpart: an import refuses those.
 */
export function remapReferences(options: Record<string, unknown>, maps: ReferenceMaps): { options: Record<string, unknown>; missing: string[] } {
  const copy = structuredClone(options);
  const refs = optionReferences(options);
  const missing: string[] = [];
  for (const [kind, list] of [['tags', refs.tags] as const, ['frames', refs.frames] as const]) {
    for (const ref of list) {
      const id = maps[kind].get(ref.id);
      if (id === undefined) missing.push(ref.path);
      else setAtPath(copy, ref.path, id);
    }
  }
  return { options: copy, missing };
}

/** `{ "<id>": "<code>" }` as an id → code map; keys that are not ids are left out. */
export function codesById(codes: Readonly<Record<string, string>> | undefined): Map<number, string> {
  return new Map(
    Object.entries(codes ?? {})
      .filter(([id]) => /^\d+$/.test(id))
      .map(([id, code]) => [Number(id), code]),
  );
}
