import type { ActionView, CauseView } from '../../../../domain/root-cause/model.js';

export interface CauseGroup {
  cause: CauseView | null;
  actions: ActionView[];
}

/** The selected cause's actions in one group, or every action grouped by cause in the analysis's cause order. */
export function actionsByCause(causes: readonly CauseView[], actions: readonly ActionView[], selectedCauseId: number | null): CauseGroup[] {
  if (selectedCauseId !== null) {
    const cause = causes.find((candidate) => candidate.id_cause === selectedCauseId) ?? null;
    return [{ cause, actions: actions.filter((action) => action.id_cause === selectedCauseId) }];
  }
  const groups: CauseGroup[] = causes.map((cause) => ({ cause, actions: actions.filter((action) => action.id_cause === cause.id_cause) }));
  const known = new Set(causes.map((cause) => cause.id_cause));
  const orphans = actions.filter((action) => !known.has(action.id_cause));
  if (orphans.length > 0) groups.push({ cause: null, actions: orphans });
  return groups.filter((group) => group.actions.length > 0);
}
