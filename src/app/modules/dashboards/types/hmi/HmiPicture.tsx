import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HmiReading } from './hmi-data-api.js';
import { movedBy, type PercentPoint } from './hmi-geometry.js';
import type { HmiPoint } from '../../../../../domain/dashboards/hmi-points.js';
import { HmiPointLabel } from './HmiPointLabel.js';

export interface HmiPictureProps {
  /** The picture's address (an object URL of the stored image); none yet: an empty frame the points still sit on. */
  imageUrl: string | undefined;
  points: readonly HmiPoint[];
  /** The readings, by the points' index (none yet for a point just added). */
  readings: readonly (HmiReading | undefined)[];
  /** Tag codes for points that have no reading yet (the editor's new points). */
  codes?: ReadonlyMap<number, string>;
  /** In the editor: labels are dragged (or moved with the arrow keys) and each move is told. */
  onMove?: (index: number, place: PercentPoint) => void;
}

/** Arrow keys move a focused label by 1 % of the picture, 5 % with Shift. */
const keySteps: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const clampPercent = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

/**
 * The process picture scaled to the tab's width, each point's label absolutely placed at its percent of the picture,
 * so the labels stay on their vessels at any width. In the editor a label follows the pointer (pointer capture).
 */
export function HmiPicture({ imageUrl, points, readings, codes, onMove }: HmiPictureProps) {
  const translate = useTranslate();
  const frame = useRef<HTMLDivElement>(null);
  const editing = onMove !== undefined;

  const startDrag = (index: number) => (event: PointerEvent<HTMLElement>) => {
    if (!onMove || !frame.current || event.button !== 0) return;
    event.preventDefault();
    const box = frame.current.getBoundingClientRect();
    const origin = { x: event.clientX, y: event.clientY };
    const from = { x: points[index]!.x, y: points[index]!.y };
    const target = event.currentTarget;
    try {
      target.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the label follows the moves it still gets.
    }
    const move = (next: globalThis.PointerEvent) => onMove(index, movedBy(from, next.clientX - origin.x, next.clientY - origin.y, box));
    const end = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', end);
      target.removeEventListener('pointercancel', end);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', end);
    target.addEventListener('pointercancel', end);
  };

  const nudge = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const step = keySteps[event.key];
    if (!onMove || !step) return;
    event.preventDefault();
    const size = event.shiftKey ? 5 : 1;
    onMove(index, { x: clampPercent(points[index]!.x + step[0] * size), y: clampPercent(points[index]!.y + step[1] * size) });
  };

  return (
    <Box ref={frame} data-testid="hmi-picture" sx={{ position: 'relative', width: '100%', lineHeight: 0, bgcolor: imageUrl ? 'transparent' : 'action.hover' }}>
      {imageUrl ? (
        <Box
          component="img"
          src={imageUrl}
          alt={translate('dashboards.types.hmi.pictureAlt')}
          draggable={false}
          sx={{ width: '100%', height: 'auto', display: 'block' }}
        />
      ) : (
        <Box sx={{ aspectRatio: '16 / 9', display: 'flex', alignItems: 'center', justifyContent: 'center', lineHeight: 1.5 }}>
          <Typography color="text.secondary">{translate('dashboards.types.hmi.noPicture')}</Typography>
        </Box>
      )}
      <Box sx={{ lineHeight: 1.5 }}>
        {points.map((point, index) => (
          <HmiPointLabel
            // A point is its place in the list: the same tag may sit twice on a picture.
            key={index}
            point={point}
            reading={readings[index]?.id_tag === point.id_tag ? readings[index] : undefined}
            fallbackCode={codes?.get(point.id_tag)}
            editing={editing}
            onPointerDown={editing ? startDrag(index) : undefined}
            onKeyDown={editing ? nudge(index) : undefined}
          />
        ))}
      </Box>
    </Box>
  );
}
