import { describe, expect, it } from 'vitest';
import type { WhyView } from './model.js';
import { WHY_MAX_DEPTH, WHY_MAX_LENGTH, whyProblem, whyTree, type SavedWhy, type WhyNode } from './why-tree.js';

// Ohno, Toyota Production System (1978), ch. 1: "ask why five times"; the tree may branch and go deeper than five
// (README.md of src/server/modules/root-cause, "Sources" and "Causes and whys"; business modules §5).

/** A chain of `length` whys of cause 1, ids 1..length, each under the one before. */
const chain = (length: number): SavedWhy[] => Array.from({ length }, (_, i) => ({ id_why: i + 1, id_cause: 1, id_parent: i === 0 ? null : i }));

describe('whyProblem', () => {
  it('a root why with text may be saved', () => {
    expect(whyProblem('The belt slipped', 1, null, [])).toBeNull();
  });

  it('empty or blank text is refused, before anything else', () => {
    expect(whyProblem('', 1, null, [])).toBe('empty');
    expect(whyProblem('  \n\t ', 1, 99, [])).toBe('empty');
  });

  it(`text longer than ${WHY_MAX_LENGTH} characters (trimmed) is too long`, () => {
    expect(whyProblem('x'.repeat(WHY_MAX_LENGTH), 1, null, [])).toBeNull();
    expect(whyProblem(`  ${'x'.repeat(WHY_MAX_LENGTH)}  `, 1, null, [])).toBeNull();
    expect(whyProblem('x'.repeat(WHY_MAX_LENGTH + 1), 1, null, [])).toBe('too-long');
  });

  it('a child needs its parent saved, and of the same cause', () => {
    const saved = [
      { id_why: 10, id_cause: 1, id_parent: null },
      { id_why: 20, id_cause: 2, id_parent: null },
    ];
    expect(whyProblem('why', 1, 10, saved)).toBeNull();
    expect(whyProblem('why', 1, 11, saved)).toBe('parent-not-saved');
    expect(whyProblem('why', 1, 20, saved)).toBe('parent-not-saved');
    expect(whyProblem('why', 1, 10, [])).toBe('parent-not-saved');
  });

  it(`a root is depth 1; a why at depth ${WHY_MAX_DEPTH} is allowed, deeper is refused`, () => {
    expect(whyProblem('why', 1, WHY_MAX_DEPTH - 1, chain(WHY_MAX_DEPTH - 1))).toBeNull();
    expect(whyProblem('why', 1, WHY_MAX_DEPTH, chain(WHY_MAX_DEPTH))).toBe('too-deep');
    // a branch off a shallow why of a deep tree is fine
    expect(whyProblem('why', 1, 2, chain(WHY_MAX_DEPTH))).toBeNull();
  });

  it('depth counts only whys of the same cause, and a loop in the saved whys ends the walk', () => {
    const saved = [
      { id_why: 1, id_cause: 1, id_parent: 2 },
      { id_why: 2, id_cause: 1, id_parent: 1 },
    ];
    expect(whyProblem('why', 1, 1, saved)).toBeNull();
  });
});

let nextAt = 0;
const why = (id_why: number, id_parent: number | null, id_cause = 1): WhyView => ({
  id_why,
  id_cause,
  id_parent,
  text: `why ${id_why}`,
  created_at: new Date(Date.UTC(2026, 0, 1) + nextAt++).toISOString(),
  created_by: null,
});

/** The tree as [id, depth, children] for short expectations. */
const shape = (nodes: WhyNode[]): unknown[] => nodes.map((node) => [node.id_why, node.depth, shape(node.children)]);

describe('whyTree', () => {
  it('no whys, no tree', () => {
    expect(whyTree([])).toEqual([]);
  });

  it('nests by id_parent, roots at depth 1, siblings in the order they were saved (id_why)', () => {
    const tree = whyTree([why(5, 1), why(3, 1), why(1, null), why(4, 3), why(2, null), why(6, 4)]);
    expect(shape(tree)).toEqual([
      [
        1,
        1,
        [
          [3, 2, [[4, 3, [[6, 4, []]]]]],
          [5, 2, []],
        ],
      ],
      [2, 1, []],
    ]);
  });

  it('keeps every field of the why', () => {
    const root = why(1, null);
    const [node] = whyTree([root]);
    expect(node).toEqual({ ...root, depth: 1, children: [] });
  });

  it('a why whose parent is missing becomes a root, in id order', () => {
    expect(shape(whyTree([why(7, 99), why(3, null), why(8, 7)]))).toEqual([
      [3, 1, []],
      [7, 1, [[8, 2, []]]],
    ]);
  });

  it('whys that loop on each other are not lost', () => {
    expect(shape(whyTree([why(2, 1), why(1, 2)]))).toEqual([[1, 1, [[2, 2, []]]]]);
  });
});
