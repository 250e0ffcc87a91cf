import type { Db } from '../../db/create-database.js';
import { peopleRefused } from './analysis-errors.js';
import { peopleNotInUnit } from './people.js';
import type { RcaViewer } from './rca-context.js';

export interface PeopleInput {
  id_responsible?: number;
  id_examiner?: number;
  id_manager?: number;
  team?: readonly number[];
}

/** 400 naming every field whose person is not an active user of the viewer's unit (README.md, Effects). */
export async function assertPeopleOfUnit(db: Db, viewer: RcaViewer, input: PeopleInput): Promise<void> {
  const single = (['id_responsible', 'id_examiner', 'id_manager'] as const).filter((field) => input[field] !== undefined);
  const ids = [...single.map((field) => input[field]!), ...(input.team ?? [])];
  const absent = new Set(await peopleNotInUnit(db, viewer, ids));
  if (absent.size === 0) return;
  const refused: string[] = single.filter((field) => absent.has(input[field]!));
  if ((input.team ?? []).some((id) => absent.has(id))) refused.push('team');
  throw peopleRefused(refused);
}
