import type { WhyView } from './model.js';

/** How deep a tree of whys may grow (five whys, with room for a longer chain). */
export const WHY_MAX_DEPTH = 10;
export const WHY_MAX_LENGTH = 500;

export interface SavedWhy {
  id_why: number;
  id_cause: number;
  id_parent: number | null;
}

/**
 * Business modules §5: empty whys cannot be saved; a child why needs its parent saved first (a saved why of
 * the same cause). Null when the why may be saved; else the reason.
 */
export function whyProblem(
  text: string,
  idCause: number,
  idParent: number | null,
  saved: readonly SavedWhy[],
): 'empty' | 'too-long' | 'parent-not-saved' | 'too-deep' | null {
  throw new Error(`not implemented ${text} ${idCause} ${idParent} ${saved.length}`);
}

export interface WhyNode extends WhyView {
  depth: number;
  children: WhyNode[];
}

/** The flat whys of a cause as a tree, siblings in the order they were saved. */
export function whyTree(whys: readonly WhyView[]): WhyNode[] {
  throw new Error(`not implemented ${whys.length}`);
}
