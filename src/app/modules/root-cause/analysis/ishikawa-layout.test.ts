import { describe, expect, it } from 'vitest';
import { ORIGINS, type Origin } from '../../../../domain/root-cause/model.js';
import { CHAR_WIDTH, ishikawaLayout, MAX_CAUSE_LINES, MIN_WIDTH, wrapText, type LayoutCause } from './ishikawa-layout.js';

const none = (): Record<Origin, LayoutCause[]> => ({ machine: [], method: [], 'raw-material': [], labour: [], measure: [], environment: [] });
const many = (count: number, from = 1): LayoutCause[] =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, text: `Cause number ${from + index} with a rather long description to wrap` }));

describe('wrapText', () => {
  it('wraps words on lines of at most the width', () => {
    expect(wrapText('worn nozzle on the filler head', 12, 3)).toEqual(['worn nozzle', 'on the', 'filler head']);
  });

  it('cuts a word longer than a line', () => {
    expect(wrapText('abcdefghijklmno', 6, 5)).toEqual(['abcdef', 'ghijkl', 'mno']);
  });

  it('ends the last line with an ellipsis when the text needs more lines', () => {
    const lines = wrapText('one two three four five six seven eight', 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect(lines.every((line) => line.length <= 9)).toBe(true);
  });

  it('answers no line for blank text', () => {
    expect(wrapText('   ', 10, 3)).toEqual([]);
  });
});

describe('ishikawaLayout', () => {
  it('draws six bones in ORIGINS order, the first three above the spine and the others below', () => {
    const layout = ishikawaLayout({ width: 1200, effect: 'Underfilled bottles', causes: none() });
    expect(layout.bones.map((bone) => bone.origin)).toEqual([...ORIGINS]);
    const midY = layout.spine.y1;
    for (const [index, bone] of layout.bones.entries()) {
      expect(bone.line.y1).toBe(midY);
      expect(bone.side).toBe(index < 3 ? 'top' : 'bottom');
      expect(index < 3 ? bone.line.y2 < midY : bone.line.y2 > midY).toBe(true);
      // Slanted towards the head: the outer end lies left of where the bone meets the spine.
      expect(bone.line.x2).toBeLessThan(bone.line.x1);
    }
    // Columns left to right, the same above and below.
    expect(layout.bones[0]!.line.x1).toBeLessThan(layout.bones[1]!.line.x1);
    expect(layout.bones[1]!.line.x1).toBeLessThan(layout.bones[2]!.line.x1);
    expect(layout.bones[3]!.line.x1).toBe(layout.bones[0]!.line.x1);
  });

  it('puts the effect at the head, right of every bone, inside the width', () => {
    const layout = ishikawaLayout({ width: 1000, effect: 'Underfilled bottles on line 2', causes: none() });
    expect(layout.head.x + layout.head.width).toBeLessThanOrEqual(layout.width);
    expect(layout.spine.x2).toBe(layout.head.x);
    for (const bone of layout.bones) expect(bone.line.x1).toBeLessThan(layout.head.x);
    expect(layout.head.y).toBeLessThan(layout.spine.y1);
    expect(layout.head.y + layout.head.height).toBeGreaterThan(layout.spine.y1);
  });

  it('keeps a minimum width, scrolled sideways on a narrow screen', () => {
    expect(ishikawaLayout({ width: 360, effect: 'x', causes: none() }).width).toBe(MIN_WIDTH);
  });

  it('places each cause along its own bone, between its outer end and the spine, on its side', () => {
    const causes = { ...none(), method: many(2, 10), environment: many(3, 20) };
    const layout = ishikawaLayout({ width: 1200, effect: 'e', causes });
    const method = layout.bones[1]!;
    const environment = layout.bones[5]!;
    expect(method.causes.map((cause) => cause.id)).toEqual([10, 11]);
    expect(environment.causes.map((cause) => cause.id)).toEqual([20, 21, 22]);
    for (const bone of [method, environment]) {
      const [top, bottom] = [Math.min(bone.line.y1, bone.line.y2), Math.max(bone.line.y1, bone.line.y2)];
      for (const cause of bone.causes) {
        expect(cause.tick.y1).toBeGreaterThan(top);
        expect(cause.tick.y1).toBeLessThan(bottom);
        // The label's line ends on the bone.
        const t = (cause.tick.y2 - bone.line.y1) / (bone.line.y2 - bone.line.y1);
        expect(cause.tick.x2).toBeCloseTo(bone.line.x1 + t * (bone.line.x2 - bone.line.x1), 5);
        expect(cause.textX).toBeLessThan(cause.tick.x2);
        // No line of the text reaches the bone, even where the bone leans over it.
        const blockTop = cause.textY - 16 + 4;
        for (const y of [blockTop, cause.tick.y1]) {
          const u = (y - bone.line.y1) / (bone.line.y2 - bone.line.y1);
          expect(cause.textX).toBeLessThan(bone.line.x1 + u * (bone.line.x2 - bone.line.x1));
        }
      }
    }
  });

  it('stacks many causes without overlap, growing the bone and the diagram', () => {
    const few = ishikawaLayout({ width: 1200, effect: 'e', causes: { ...none(), machine: many(1) } });
    const crowded = ishikawaLayout({ width: 1200, effect: 'e', causes: { ...none(), machine: many(12) } });
    expect(crowded.height).toBeGreaterThan(few.height);
    const placed = crowded.bones[0]!.causes;
    expect(placed).toHaveLength(12);
    for (let index = 1; index < placed.length; index++) {
      const previous = placed[index - 1]!;
      expect(placed[index]!.textY - (previous.lines.length - 1) * 16).toBeGreaterThan(previous.tick.y1);
    }
    expect(placed.at(-1)!.tick.y1).toBeLessThan(crowded.spine.y1);
  });

  it('wraps cause labels to the room between two bones, at most three lines', () => {
    const layout = ishikawaLayout({ width: 900, effect: 'e', causes: { ...none(), labour: many(1) } });
    const cause = layout.bones[3]!.causes[0]!;
    expect(cause.lines.length).toBeGreaterThan(1);
    expect(cause.lines.length).toBeLessThanOrEqual(MAX_CAUSE_LINES);
    const column = layout.bones[1]!.line.x1 - layout.bones[0]!.line.x1;
    for (const line of cause.lines) expect(line.length * CHAR_WIDTH).toBeLessThan(column);
    // Text never leaves the diagram on the left.
    expect(cause.tick.x1).toBeGreaterThanOrEqual(0);
  });
});
