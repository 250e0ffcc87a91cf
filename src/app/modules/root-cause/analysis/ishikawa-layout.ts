/**
 * The geometry of Ishikawa's diagram, pure so it can be tested: the effect in a box at the head (right), a
 * horizontal spine, and six slanted bones in ORIGINS order, three above and three below, each with its causes as
 * wrapped labels stacked along it. Sizes are SVG user units; a bone grows with its causes, so no label overlaps.
 */
import { ORIGINS, type Origin } from '../../../../domain/root-cause/model.js';

export const LINE_HEIGHT = 16;
/** An average glyph width at the diagram's 12-unit font, for wrapping without measuring text. */
export const CHAR_WIDTH = 6.6;
export const MAX_CAUSE_LINES = 3;
export const MAX_EFFECT_LINES = 5;
/** Below this width the diagram keeps this width and its container scrolls sideways. */
export const MIN_WIDTH = 720;
const MARGIN = 16;
const ORIGIN_LABEL = 28;
const MIN_BONE = 80;
const BADGE = 26;
const CAUSE_GAP = 10;

export interface LayoutCause {
  id: number;
  text: string;
}

export interface IshikawaInput {
  width: number;
  effect: string;
  causes: Record<Origin, readonly LayoutCause[]>;
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface CausePlacement {
  id: number;
  lines: string[];
  /** The right end of the text (anchor end) and the first line's baseline. */
  textX: number;
  textY: number;
  /** The line the label sits on, from the text's left to the bone. */
  tick: Segment;
  /** The centre of the GUT priority badge, between the text and the bone. */
  badge: { x: number; y: number };
}

export interface BoneLayout {
  origin: Origin;
  side: 'top' | 'bottom';
  /** From the spine (x1, y1) to the outer end (x2, y2). */
  line: Segment;
  label: { x: number; y: number };
  add: { x: number; y: number };
  causes: CausePlacement[];
}

export interface IshikawaLayout {
  width: number;
  height: number;
  spine: Segment;
  head: { x: number; y: number; width: number; height: number; lines: string[]; textY: number };
  bones: BoneLayout[];
  /** The widest cause text in characters, per line. */
  causeChars: number;
}

/** Words greedily on lines of at most `maxChars`; a longer word is cut; past `maxLines` the last line ends with "…". */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const width = Math.max(1, Math.floor(maxChars));
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > 0) {
      const candidate = current ? `${current} ${rest}` : rest;
      if (candidate.length <= width) {
        current = candidate;
        rest = '';
      } else if (current) {
        lines.push(current);
        current = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`;
  return kept;
}

const blockHeight = (lines: readonly string[]) => lines.length * LINE_HEIGHT + CAUSE_GAP;

/** The diagram at a width (at least MIN_WIDTH). */
export function ishikawaLayout({ width: asked, effect, causes }: IshikawaInput): IshikawaLayout {
  const width = Math.max(MIN_WIDTH, Math.round(asked));
  const headWidth = Math.min(220, Math.max(120, width * 0.2));
  const xHead = width - MARGIN - headWidth;
  const headLines = wrapText(effect, (headWidth - 16) / CHAR_WIDTH, MAX_EFFECT_LINES);
  const headHeight = Math.max(56, headLines.length * LINE_HEIGHT + 20);

  const slant = Math.min(0.15 * (xHead - MARGIN), 90);
  const column = (xHead - MARGIN - slant - 12) / 3;
  const causeChars = Math.max(8, Math.floor((column - 16 - BADGE) / CHAR_WIDTH));
  const wrapped = Object.fromEntries(
    ORIGINS.map((origin) => [origin, causes[origin].map((cause) => wrapText(cause.text, causeChars, MAX_CAUSE_LINES))]),
  ) as Record<Origin, string[][]>;
  const sideBone = (origins: readonly Origin[]) =>
    Math.max(MIN_BONE, headHeight / 2, ...origins.map((origin) => wrapped[origin].reduce((sum, lines) => sum + blockHeight(lines), 0) + 16));
  const topBone = sideBone(ORIGINS.slice(0, 3));
  const bottomBone = sideBone(ORIGINS.slice(3));
  const midY = MARGIN + ORIGIN_LABEL + topBone;
  const height = midY + bottomBone + ORIGIN_LABEL + MARGIN;

  const bones = ORIGINS.map((origin, index): BoneLayout => {
    const side = index < 3 ? 'top' : 'bottom';
    const boneHeight = side === 'top' ? topBone : bottomBone;
    const outerX = MARGIN + ((index % 3) + 1) * column;
    const spineX = outerX + slant;
    const outerY = side === 'top' ? midY - boneHeight : midY + boneHeight;
    const boneX = (y: number) => spineX - (slant * Math.abs(midY - y)) / boneHeight;
    let y = side === 'top' ? outerY + 6 : midY + 8;
    const placed = causes[origin].map((cause, at): CausePlacement => {
      const lines = wrapped[origin][at] ?? [];
      const tickY = y + lines.length * LINE_HEIGHT + 2;
      const xBone = boneX(tickY);
      // The slanted bone comes nearest to the block at its end farther from the spine: the text stops short of it there.
      const xClear = Math.min(xBone, boneX(y));
      const placement = {
        id: cause.id,
        lines,
        textX: xClear - BADGE - 4,
        textY: y + LINE_HEIGHT - 4,
        tick: { x1: xBone - column + 12, y1: tickY, x2: xBone, y2: tickY },
        badge: { x: xClear - BADGE / 2 - 2, y: tickY - LINE_HEIGHT / 2 },
      };
      y += blockHeight(lines);
      return placement;
    });
    return {
      origin,
      side,
      line: { x1: spineX, y1: midY, x2: outerX, y2: outerY },
      label: { x: outerX, y: side === 'top' ? outerY - 10 : outerY + 20 },
      add: { x: outerX + 12 + Math.min(column / 2 - 12, 70), y: side === 'top' ? outerY - 14 : outerY + 15 },
      causes: placed,
    };
  });

  return {
    width,
    height,
    spine: { x1: MARGIN, y1: midY, x2: xHead, y2: midY },
    head: {
      x: xHead,
      y: midY - headHeight / 2,
      width: headWidth,
      height: headHeight,
      lines: headLines,
      textY: midY - ((headLines.length - 1) * LINE_HEIGHT) / 2 + 4,
    },
    bones,
    causeChars,
  };
}
