import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { getSelectedUnit, subscribeSession } from '../auth/session-store.js';
import { readCache } from './unit-cache-db.js';
import { onUnitDataReloaded } from './unit-data-refresh.js';
import { unitTagsOf, type UnitTag } from './unit-tag.js';

const unitKey = () => {
  const unit = getSelectedUnit();
  return unit ? `${unit.cli_codigo}|${unit.plt_codigo}|${unit.id_elemento}` : '';
};

/** Asks again this often while the unit's cache entry is not there yet (just signed in); after `retries` an empty list is the answer. */
const retryMs = 1_500;
const retries = 20;
/** Then re-reads this often (the cache itself refreshes every 15 minutes). */
const refreshMs = 60_000;

/**
 * The selected unit's tags from the browser's tag cache (kept by the unit-data loader), sorted by code.
 * `refresh` reads the cache again at once (pickers do so when they open, so new tags show up); so
 * does every reload of the caches.
 */
export function useUnitTags(): { tags: UnitTag[]; loaded: boolean; refresh: () => void } {
  const key = useSyncExternalStore(subscribeSession, unitKey);
  const [state, setState] = useState<{ key: string; tags: UnitTag[]; loaded: boolean }>({ key: '', tags: [], loaded: false });
  const [reads, setReads] = useState(0);
  const refresh = useCallback(() => setReads((count) => count + 1), []);
  // A reload of the caches (a tag saved, the header's refresh) shows at once.
  useEffect(() => onUnitDataReloaded(refresh), [refresh]);

  useEffect(() => {
    const unit = getSelectedUnit();
    if (!unit) return undefined;
    let active = true;
    let waited = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const entry = await readCache('tags', unit.cli_codigo).catch(() => undefined);
      if (!active) return;
      const ready = entry?.plt_codigo === unit.plt_codigo;
      if (ready) setState({ key, tags: unitTagsOf(entry.rows), loaded: true });
      else if (waited >= retries) setState((old) => (old.key === key ? { ...old, loaded: true } : { key, tags: [], loaded: true }));
      const retry = !ready && waited < retries;
      if (retry) waited += 1;
      timer = setTimeout(() => void read(), retry ? retryMs : refreshMs);
    };
    void read();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [key, reads]);

  const same = state.key === key;
  return { tags: same ? state.tags : [], loaded: same && state.loaded, refresh };
}
