import type { ActionListRow } from '../../../../domain/root-cause/model.js';

export type ActionGroup = 'mine' | 'others';

export interface GroupedRow {
  row: ActionListRow;
  /** Set on the first row of a group, where its label goes; no labels when the page has one group only and none is the caller's. */
  startsGroup?: ActionGroup;
}

/** The caller's own action: they carry it out or verify it (the server lists these first). */
export const isMine = (row: ActionListRow, userId: number | undefined) => userId !== undefined && (row.responsible.id === userId || row.examiner.id === userId);

/** The rows in the server's order, with a label where the caller's own actions start and where the others start after them. */
export function groupActionRows(rows: readonly ActionListRow[], userId: number | undefined): GroupedRow[] {
  const anyMine = rows.some((row) => isMine(row, userId));
  let previous: ActionGroup | undefined;
  return rows.map((row) => {
    const group: ActionGroup = isMine(row, userId) ? 'mine' : 'others';
    const starts = anyMine && group !== previous ? group : undefined;
    previous = group;
    return starts ? { row, startsGroup: starts } : { row };
  });
}
