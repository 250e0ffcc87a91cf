import { useState } from 'react';

export interface Selection {
  ids: ReadonlySet<number>;
  set: (ids: readonly number[], selected: boolean) => void;
  clear: () => void;
}

/** Checked rows, kept across pages; other filters (`filtersKey`) start with none checked. */
export function useSelection(filtersKey: string): Selection {
  const [state, setState] = useState<{ of: string; ids: ReadonlySet<number> }>({ of: filtersKey, ids: new Set() });
  const ids = state.of === filtersKey ? state.ids : new Set<number>();
  return {
    ids,
    set: (changed, selected) => {
      const next = new Set(ids);
      for (const id of changed) {
        if (selected) next.add(id);
        else next.delete(id);
      }
      setState({ of: filtersKey, ids: next });
    },
    clear: () => setState({ of: filtersKey, ids: new Set() }),
  };
}
