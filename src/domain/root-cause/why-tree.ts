import type { WhyView } from './model.js';

/** How deep a tree of whys may grow (five whys, with room for a longer chain). */
export const WHY_MAX_DEPTH = 10;
export const WHY_MAX_LENGTH = 500;

export interface SavedWhy {
  id_why: number;
  id_cause: number;
  id_parent: number | null;
}

/** Depth of a saved why (a root is 1), following its parents among `saved`; a loop stops the walk. */
function depthOf(why: SavedWhy, byId: ReadonlyMap<number, SavedWhy>): number {
  const seen = new Set<number>([why.id_why]);
  let depth = 1;
  let parent = why.id_parent === null ? undefined : byId.get(why.id_parent);
  while (parent && !seen.has(parent.id_why)) {
    seen.add(parent.id_why);
    depth++;
    parent = parent.id_parent === null ? undefined : byId.get(parent.id_parent);
  }
  return depth;
}

/**
 * Business modules §5: empty whys cannot be saved; a child why needs its parent saved first (a saved why of
 * the same cause). Null when the why may be saved; else the reason. The text is measured trimmed, as saved.
 */
export function whyProblem(
  text: string,
  idCause: number,
  idParent: number | null,
  saved: readonly SavedWhy[],
): 'empty' | 'too-long' | 'parent-not-saved' | 'too-deep' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > WHY_MAX_LENGTH) return 'too-long';
  if (idParent === null) return null;
  const ofCause = new Map(saved.filter((why) => why.id_cause === idCause).map((why) => [why.id_why, why]));
  const parent = ofCause.get(idParent);
  if (!parent) return 'parent-not-saved';
  return depthOf(parent, ofCause) + 1 > WHY_MAX_DEPTH ? 'too-deep' : null;
}

export interface WhyNode extends WhyView {
  depth: number;
  children: WhyNode[];
}

/** The flat whys of a cause as a tree, siblings in the order they were saved; a why whose parent is missing is a root. */
export function whyTree(whys: readonly WhyView[]): WhyNode[] {
  const sorted = [...whys].sort((a, b) => a.id_why - b.id_why);
  const ids = new Set(sorted.map((why) => why.id_why));
  const childrenOf = new Map<number, WhyView[]>();
  for (const why of sorted) {
    if (why.id_parent === null || !ids.has(why.id_parent)) continue;
    const siblings = childrenOf.get(why.id_parent) ?? [];
    siblings.push(why);
    childrenOf.set(why.id_parent, siblings);
  }
  const placed = new Set<number>();
  const build = (why: WhyView, depth: number): WhyNode => {
    placed.add(why.id_why);
    const children = (childrenOf.get(why.id_why) ?? []).filter((child) => !placed.has(child.id_why)).map((child) => build(child, depth + 1));
    return { ...why, depth, children };
  };
  const roots = sorted.filter((why) => why.id_parent === null || !ids.has(why.id_parent)).map((why) => build(why, 1));
  // Whys that loop on each other (never saved so, but a tree must not lose them): the first of each loop is a root.
  for (const why of sorted) if (!placed.has(why.id_why)) roots.push(build(why, 1));
  return roots.sort((a, b) => a.id_why - b.id_why);
}
