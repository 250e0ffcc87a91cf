import { useState } from 'react';
import type { PercentPoint } from './hmi-geometry.js';
import type { HmiPoint } from '../../../../../domain/dashboards/hmi-points.js';

/** The server's cap on a picture's points (`hmi_points` of the tab schema). */
export const HMI_MAX_POINTS = 100;

export interface HmiDraft {
  image: string | null;
  points: HmiPoint[];
}

/** The picture and points being edited: a new point lands in the middle of the picture, to be dragged to its place. */
export function useHmiDraft(saved: HmiDraft) {
  const [draft, setDraft] = useState<HmiDraft>(saved);
  const change = (index: number, changes: Partial<HmiPoint>) =>
    setDraft((current) => ({ ...current, points: current.points.map((point, i) => (i === index ? { ...point, ...changes } : point)) }));
  return {
    draft,
    setImage: (image: string | null) => setDraft((current) => ({ ...current, image })),
    add: (id_tag: number) =>
      setDraft((current) =>
        current.points.length >= HMI_MAX_POINTS
          ? current
          : { ...current, points: [...current.points, { id_tag, x: 50, y: 50, decimals: 1, show_unit: false }] },
      ),
    move: (index: number, place: PercentPoint) => change(index, place),
    change,
    remove: (index: number) => setDraft((current) => ({ ...current, points: current.points.filter((_, i) => i !== index) })),
  };
}
