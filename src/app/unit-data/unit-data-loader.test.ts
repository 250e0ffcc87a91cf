import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { installMemoryStorage } from '../../../tests/unit/memory-storage.js';
import { apiProblemKey, clearLoadFailures, getLoadFailures, recordLoadFailure } from './load-failures.js';
import { getPeriod, periodStorageKey } from './period-store.js';
import { clearCaches, closeCacheDatabase, readCache } from './unit-cache-db.js';
import { loadUnitData, unitDataPaths, type ApiGet } from './unit-data-loader.js';

const north = { id_elemento: 10, ele_descri: 'North', plt_codigo: 1, cli_codigo: 5 };
const south = { id_elemento: 20, ele_descri: 'South', plt_codigo: 2, cli_codigo: 5 };
const units = [north, south];
const tags = [
  { id_tag: 1, plt_codigo: 1, code: 'N-1' },
  { id_tag: 2, plt_codigo: 2, code: 'S-1' },
  { id_tag: 3, plt_codigo: 1, code: 'N-2' },
];
const frames = [
  { id_frame: 7, id_elemento: 10 },
  { id_frame: 8, element: { id_elemento: 20, plt_codigo: 2 } },
];
const periodOf = (unit: number) => ({ id_periodo: unit, id_elemento: unit, timezone: 'UTC', per_d_ini: '00:00', per_s_tp: 0, shifts: [] });

function api(answers: Partial<Record<keyof typeof unitDataPaths, unknown>>): ApiGet {
  const byPath = new Map<string, unknown>(Object.entries(unitDataPaths).map(([name, path]) => [path, answers[name as keyof typeof unitDataPaths]]));
  return async (path) => {
    const answer = byPath.get(path);
    if (answer instanceof Error) throw answer;
    return answer;
  };
}

const always = () => true;

describe('period, tag and frame loading of the selected unit', () => {
  beforeEach(async () => {
    installMemoryStorage();
    clearLoadFailures();
    await clearCaches();
  });
  afterEach(() => closeCacheDatabase());

  it('keeps the period in persistent storage and only the plant rows in the browser database, per client', async () => {
    await loadUnitData(api({ period: [periodOf(20)], tags, spcTags: tags, frames }), { unit: south, units, isCurrent: always });
    expect(getPeriod()?.id_elemento).toBe(20);
    expect(JSON.parse(localStorage.getItem(periodStorageKey)!).id_periodo).toBe(20);
    const cached = await readCache('tags', 5);
    expect(cached).toMatchObject({ cli_codigo: 5, plt_codigo: 2, id_elemento: 20 });
    expect(cached!.rows.map((tag) => tag.id_tag)).toEqual([2]);
    expect((await readCache('spcTags', 5))!.rows.map((tag) => tag.id_tag)).toEqual([2]);
    expect((await readCache('frames', 5))!.rows.map((frame) => frame.id_frame)).toEqual([8]);
    expect(getLoadFailures()).toEqual({});

    await loadUnitData(api({ period: [periodOf(10)], tags, spcTags: [], frames }), { unit: north, units, isCurrent: always });
    expect(getPeriod()?.id_elemento).toBe(10);
    expect((await readCache('tags', 5))!.rows.map((tag) => tag.id_tag)).toEqual([1, 3]);
    expect((await readCache('spcTags', 5))!.rows).toEqual([]);
    expect((await readCache('frames', 5))!.rows).toEqual([{ id_frame: 7, id_elemento: 10, element: { id_elemento: 10, plt_codigo: 1 } }]);
  });

  it('stores a failure message per source: the API message key, else the default one', async () => {
    const withKey = new HttpError('x', 500, { error: { message: 'global.error.messages.serverError' } });
    await loadUnitData(api({ period: new TypeError('Failed to fetch'), tags: withKey, spcTags: tags, frames: new HttpError('x', 502, {}) }), {
      unit: north,
      units,
      isCurrent: always,
    });
    expect(getLoadFailures()).toEqual({ period: apiProblemKey, tags: 'global.error.messages.serverError', frames: apiProblemKey });

    await loadUnitData(api({ period: [periodOf(10)], tags, spcTags: tags, frames }), { unit: north, units, isCurrent: always });
    expect(getLoadFailures()).toEqual({});
  });

  it('keeps nothing and reports nothing for a list the user may not read (403)', async () => {
    await loadUnitData(api({ period: [periodOf(10)], tags, spcTags: tags, frames }), { unit: north, units, isCurrent: always });
    const forbidden = new HttpError('forbidden', 403, {});
    await loadUnitData(api({ period: forbidden, tags, spcTags: tags, frames: forbidden }), { unit: north, units, isCurrent: always });
    expect(getPeriod()).toBeNull();
    expect((await readCache('frames', 5))!.rows).toEqual([]);
    expect(getLoadFailures()).toEqual({});
  });

  it('does not ask for the frames when the access control does not grant reading them', async () => {
    await loadUnitData(api({ period: [periodOf(10)], tags, spcTags: tags, frames }), { unit: north, units, isCurrent: always });
    const asked: string[] = [];
    const get = api({ period: [periodOf(10)], tags, spcTags: tags, frames });
    await loadUnitData(async (path) => (asked.push(path), get(path)), { unit: north, units, isCurrent: always, readsFrames: false });
    expect(asked).not.toContain(unitDataPaths.frames);
    expect((await readCache('frames', 5))!.rows).toEqual([]);
    expect((await readCache('tags', 5))!.rows).toHaveLength(2);
    expect(getLoadFailures()).toEqual({});
  });

  it('drops the answers of a unit no longer selected', async () => {
    recordLoadFailure('period', new Error('earlier'));
    await loadUnitData(api({ period: [periodOf(20)], tags, spcTags: tags, frames: new Error('late') }), { unit: south, units, isCurrent: () => false });
    expect(getPeriod()).toBeNull();
    expect(await readCache('tags', 5)).toBeUndefined();
    expect(getLoadFailures()).toEqual({ period: apiProblemKey });
  });
});
