import { useCallback, useEffect, useState } from 'react';
import { HttpError, useNotify } from 'react-admin';
import type { UnitAssignment } from '../../../domain/access/unit-assignment.js';
import { useHttpClient } from '../../data/useHttpClient.js';

export type { UnitAssignment };

/** Platform-core section 8: the 406 of the user limit is a warning shown for 7 seconds. */
const userLimitWarning = { type: 'warning', autoHideDuration: 7000 } as const;

/**
 * The units of a user and the calls of platform-core section 7 that change them. After each
 * call the list is read again, so the switches always show what the server holds.
 */
export function useUserUnits(userId: number | undefined) {
  const http = useHttpClient();
  const notify = useNotify();
  const [units, setUnits] = useState<UnitAssignment[]>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (userId === undefined) return;
    try {
      setUnits((await http(`CAC/entities/ELEMENTO/${userId}`)).json as UnitAssignment[]);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }, [http, notify, userId]);

  useEffect(() => void load(), [load]);

  const call = useCallback(
    async (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) => {
      setBusy(true);
      try {
        await http(path, { method, body: JSON.stringify(body) });
      } catch (error) {
        if (error instanceof HttpError && error.status === 406) notify('global.warning.messages.registerUserLimit', userLimitWarning);
        else notify((error as Error).message, { type: 'error' });
      } finally {
        await load();
        setBusy(false);
      }
    },
    [http, load, notify],
  );

  const ids = (unit: UnitAssignment) => ({ id_usuario: userId, id_elemento: unit.id_elemento });
  return {
    units,
    busy,
    setAssigned: (unit: UnitAssignment, on: boolean) =>
      on ? call('POST', 'CAC/entities/ELEMENTO', ids(unit)) : call('PUT', 'CAC/queries/ELEMENTO', ids(unit)),
    setProfile: (unit: UnitAssignment, id_perfil: number, on: boolean) => call(on ? 'POST' : 'PUT', 'CAC/entities/PERFIL_USU', { ...ids(unit), id_perfil }),
    setInitialPage: (unit: UnitAssignment, page: string | null) => call('PUT', `CAC/entities/ELEMENTO/${unit.id_usuario_elemento}`, { initial_page: page }),
  };
}
