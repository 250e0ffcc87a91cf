/** A tag as the tag lookups answer it: at least its id and plant. */
export interface CachedTag {
  id_tag: number;
  plt_codigo: number;
  [field: string]: unknown;
}

/** A frame with the unit it belongs to and that unit's plant. */
export interface CachedFrame {
  id_frame: number;
  id_elemento?: number;
  element?: { id_elemento?: number; plt_codigo?: number; [field: string]: unknown };
  [field: string]: unknown;
}

export const tagsOfPlant = <T extends CachedTag>(tags: readonly T[], plant: number): T[] => tags.filter((tag) => Number(tag.plt_codigo) === plant);

export const framesOfPlant = <T extends CachedFrame>(frames: readonly T[], plant: number): T[] =>
  frames.filter((frame) => Number(frame.element?.plt_codigo) === plant);

/**
 * Gives each frame its `element` ({id_elemento, plt_codigo}) when the API did not nest it, from
 * the session's units; a frame of a unit the session does not know keeps no plant and is filtered out.
 */
export function withElement<T extends CachedFrame>(frames: readonly T[], units: readonly { id_elemento: number; plt_codigo: number }[]): T[] {
  const plantOf = new Map(units.map((unit) => [unit.id_elemento, unit.plt_codigo]));
  return frames.map((frame) => {
    if (frame.element?.plt_codigo !== undefined || frame.id_elemento === undefined) return frame;
    const plant = plantOf.get(frame.id_elemento);
    return plant === undefined ? frame : { ...frame, element: { ...frame.element, id_elemento: frame.id_elemento, plt_codigo: plant } };
  });
}
