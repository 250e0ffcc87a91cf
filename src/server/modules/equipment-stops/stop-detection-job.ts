import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/create-database.js';
import { minuteJob } from '../jobs/minute-job.js';
import { detectFrameStops } from './detect-frame-stops.js';
import { listDetectedFrames, saveDetectionState } from './detection-repository.js';

export const STOP_DETECTION_JOB = 'equipment-stops-detection';

/** A frame's first run looks back this far (its state tag may have years of history: remake reaches those). */
export const FIRST_RUN_LOOKBACK_MS = 24 * 3_600_000;

export interface DetectionRunSummary {
  frames: number;
  added: number;
  updated: number;
  removed: number;
  failed: number;
}

/**
 * One tick of the detection job: every active, open, automatic frame whose execution interval has passed
 * since its last run, from its settled mark (or a day back) to now. A frame that fails keeps its error in
 * `frame_detection_state.last_error` and the others still run.
 */
export async function runStopDetection(
  database: Pick<Database, 'db' | 'dialect'>,
  { now = Date.now(), log, signal }: { now?: number; log?: FastifyBaseLogger; signal?: AbortSignal } = {},
): Promise<DetectionRunSummary> {
  const summary: DetectionRunSummary = { frames: 0, added: 0, updated: 0, removed: 0, failed: 0 };
  for (const frame of await listDetectedFrames(database.db, database.dialect)) {
    if (signal?.aborted) break;
    if (frame.last_run_ms !== null && now - frame.last_run_ms < frame.execution_interval_min * 60_000) continue;
    summary.frames++;
    try {
      const from = frame.detected_until_ms ?? now - FIRST_RUN_LOOKBACK_MS;
      const outcome = await detectFrameStops(database, frame, { from, to: now + 1 }, { action: 'detected', now, saveState: true });
      summary.added += outcome.added;
      summary.updated += outcome.updated;
      summary.removed += outcome.removed;
    } catch (error) {
      summary.failed++;
      const message = error instanceof Error ? error.message : String(error);
      log?.error({ err: error, frame: frame.id_frame }, 'stop detection failed');
      await saveDetectionState(database.db, frame.id_frame, { last_run_ms: now, last_error: message.slice(0, 500) });
    }
  }
  return summary;
}

export function registerStopDetectionJob(app: FastifyInstance): void {
  app.jobs.register(
    minuteJob({
      name: STOP_DETECTION_JOB,
      run: (context) => runStopDetection(app.database, context),
      didWork: (summary) => summary.added + summary.updated + summary.removed + summary.failed > 0,
      message: 'stop detection',
    }),
  );
}
