import type { PersonRef } from '../../../../domain/root-cause/model.js';
import { api } from '../../../api/api-client.js';
import { useAsyncData, type AsyncData } from '../../data-entry/shared/useAsyncData.js';
import { useSelectedUnitId } from '../../logbook/useSelectedUnitId.js';

interface UnitUserItem {
  id_usuario: number;
  usu_nome: string;
}

/** The selected unit's active people (`CAC/queries/USUARIO`), as the root-cause shapes name them. */
export async function fetchUnitPeople(signal?: AbortSignal): Promise<PersonRef[]> {
  const answer = await api<string, { data?: UnitUserItem[] }>('CAC/queries/USUARIO', { signal });
  return (answer.data ?? []).map((user) => ({ id: Number(user.id_usuario), name: String(user.usu_nome) }));
}

/** The people who may be given a role on an analysis of the selected unit, read again when the unit changes. */
export function useUnitPeople(): AsyncData<PersonRef[]> {
  const unitId = useSelectedUnitId();
  return useAsyncData(unitId === undefined ? null : `rca-people-${unitId}`, () => fetchUnitPeople());
}
