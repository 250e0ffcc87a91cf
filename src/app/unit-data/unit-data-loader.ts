import { HttpError } from 'react-admin';
import type { SessionUnit } from '../auth/session-store.js';
import { clearLoadFailure, recordLoadFailure, type LoadSource } from './load-failures.js';
import { savePeriod, type Period } from './period-store.js';
import { writeCache, type CacheKind } from './unit-cache-db.js';
import { framesOfPlant, tagsOfPlant, withElement, type CachedFrame, type CachedTag } from './unit-cache-filter.js';

/** GET of an API path below `/{product}/`, answering the unwrapped `data`; throws an HttpError. */
export type ApiGet = (path: string) => Promise<unknown>;

/** The calls of platform-core section 7. */
export const unitDataPaths = {
  period: 'EST/entities/PERIODO',
  tags: 'MES/entities/MESTAG/CLIENT',
  spcTags: 'MES/entities/SPCTAGS',
  frames: 'EM/entities/FRAME',
} as const;

export interface UnitDataContext {
  unit: SessionUnit;
  /** The session's units: the plant of each frame's unit. */
  units: readonly SessionUnit[];
  /** False once the unit or session changed: a late answer is then dropped. */
  isCurrent: () => boolean;
  /**
   * False when the access control does not grant reading frames at the unit: they are not asked
   * for (the server would answer 403) and the frame cache is kept empty.
   */
  readsFrames?: boolean;
}

const asRows = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

/** A 403 means the user may not read this list at the unit: nothing to keep, and no API problem. */
const isForbidden = (error: unknown) => error instanceof HttpError && error.status === 403;

/**
 * Runs one load; a failure stores its message under `source`, a success (or a 403) clears it.
 * Answers false when it failed, so a source with several loads clears only when all succeeded.
 */
async function guarded(source: LoadSource, context: UnitDataContext, load: () => Promise<void>, onForbidden: () => Promise<void>, clears = true) {
  try {
    await load();
  } catch (error) {
    if (!context.isCurrent()) return false;
    if (!isForbidden(error)) {
      recordLoadFailure(source, error);
      return false;
    }
    await onForbidden();
  }
  if (clears && context.isCurrent()) clearLoadFailure(source);
  return true;
}

async function storeRows(kind: CacheKind, context: UnitDataContext, rows: CachedTag[] | CachedFrame[]) {
  if (!context.isCurrent()) return;
  const { unit } = context;
  const entry = { cli_codigo: unit.cli_codigo, plt_codigo: unit.plt_codigo, id_elemento: unit.id_elemento, loaded_at: new Date().toISOString() };
  await writeCache(kind, { ...entry, rows } as never);
}

export async function loadPeriod(get: ApiGet, context: UnitDataContext): Promise<void> {
  const clear = async () => savePeriod(null);
  await guarded(
    'period',
    context,
    async () => {
      const periods = asRows<Period>(await get(unitDataPaths.period));
      if (context.isCurrent()) savePeriod(periods.find((period) => period.id_elemento === context.unit.id_elemento) ?? periods[0] ?? null);
    },
    clear,
  );
}

export async function loadTags(get: ApiGet, context: UnitDataContext): Promise<void> {
  const plant = context.unit.plt_codigo;
  const results = await Promise.all(
    (['tags', 'spcTags'] as const).map((kind) =>
      guarded(
        'tags',
        context,
        async () => {
          await storeRows(kind, context, tagsOfPlant(asRows<CachedTag>(await get(unitDataPaths[kind])), plant));
        },
        () => storeRows(kind, context, []),
        false,
      ),
    ),
  );
  if (results.every(Boolean) && context.isCurrent()) clearLoadFailure('tags');
}

export async function loadFrames(get: ApiGet, context: UnitDataContext): Promise<void> {
  const empty = () => storeRows('frames', context, []);
  if (context.readsFrames === false) {
    await empty();
    if (context.isCurrent()) clearLoadFailure('frames');
    return;
  }
  await guarded(
    'frames',
    context,
    async () => {
      const frames = withElement(asRows<CachedFrame>(await get(unitDataPaths.frames)), context.units);
      await storeRows('frames', context, framesOfPlant(frames, context.unit.plt_codigo));
    },
    empty,
  );
}

/** Period, tags and frames of the selected unit: each loads, stores and fails on its own. */
export async function loadUnitData(get: ApiGet, context: UnitDataContext): Promise<void> {
  await Promise.all([loadPeriod(get, context), loadTags(get, context), loadFrames(get, context)]);
}
