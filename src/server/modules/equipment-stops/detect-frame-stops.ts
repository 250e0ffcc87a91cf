import type { Database } from '../../db/create-database.js';
import { detectStops, type StateReading } from '../../../domain/equipment-stops/stop-detection.js';
import { readRawRows, type RawRows } from '../series/read-store.js';
import { findStopStartAcross, listAutomaticStops, saveDetectionState, writePlan, type DetectionFrame, type PlanCounts } from './detection-repository.js';
import { isTouched, reconcileStops } from './reconcile-stops.js';
import { settledMark } from './settled-mark.js';
import { stopTest } from './stop-condition.js';

export interface DetectionWindow {
  /** Epoch ms, inclusive; moved back to the start of an automatic stop running across it. */
  from: number;
  /** Epoch ms, exclusive. */
  to: number;
}

export interface DetectionOutcome extends PlanCounts {
  readings: number;
  /** Where the next run may start (settled-mark.ts). */
  settledUntil: number;
}

export interface DetectionOptions {
  /** History action of the writes: `detected` (the job) or `remade` (a user's remake). */
  action: 'detected' | 'remade';
  now: number;
  /** The job keeps `frame_detection_state` in the same transaction; a remake leaves it. */
  saveState: boolean;
}

/**
 * The readings where the state changes (and the first): the same stops as every reading, since a stop
 * starts at the first stopped reading after a running one and ends at the next running one. A year of
 * one-minute values is a few thousand changes, so detection costs little more than reading the rows.
 * Rows come in time order with distinct instants (the primary key).
 */
export function stateChanges(raw: RawRows, isStopped: (value: number) => boolean): StateReading[] {
  const changes: StateReading[] = [];
  let previous: boolean | null = null;
  for (let i = 0; i < raw.times.length; i++) {
    const stopped = isStopped(raw.values[i]!);
    if (stopped !== previous) changes.push({ ts: raw.times[i]!, stopped });
    previous = stopped;
  }
  return changes;
}

/**
 * One frame over one window: the state tag's raw readings, stopped or running by the frame's condition,
 * `detectStops`, then the window's stored automatic stops reconciled with the detected ones
 * (reconcile-stops.ts), all writes and the settled mark in one transaction.
 */
export async function detectFrameStops(
  database: Pick<Database, 'db' | 'dialect'>,
  frame: DetectionFrame,
  window: DetectionWindow,
  options: DetectionOptions,
): Promise<DetectionOutcome> {
  const { db, dialect } = database;
  if (frame.id_tag_state === null) throw new Error(`frame ${frame.id_frame} has no state tag`);
  const minGapMs = frame.min_interval_sec * 1000;
  const across = await findStopStartAcross(db, frame.id_frame, window.from, minGapMs);
  const from = Math.min(window.from, across ?? window.from);
  const raw = await readRawRows(db, frame.id_tag_state, from, window.to);
  const isStopped = stopTest(frame.stop_condition, frame.stop_value);
  const readings = stateChanges(raw, isStopped);
  const { stops, microStops } = detectStops(readings, { minDurationSec: frame.min_duration_sec, minIntervalSec: frame.min_interval_sec });
  const settledUntil = settledMark([...stops, ...microStops], raw.times.at(-1) ?? null, minGapMs, from);
  const counts = await db.transaction().execute(async (trx) => {
    const stored = (await listAutomaticStops(trx, frame.id_frame, from, window.to)).map((row) => ({ ...row, touched: isTouched(row) }));
    const written = await writePlan(trx, frame, reconcileStops(stored, stops), options.action, options.now, dialect);
    if (options.saveState) await saveDetectionState(trx, frame.id_frame, { detected_until_ms: settledUntil, last_run_ms: options.now, last_error: null });
    return written;
  });
  return { ...counts, readings: raw.times.length, settledUntil };
}
