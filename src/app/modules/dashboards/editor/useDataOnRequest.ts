import { useState } from 'react';
import { useResourceOne } from '../../../data/typed-data-provider.js';

/**
 * Whether a tab reads its widgets' data: always when its dashboard loads automatically (`auto_load`, default true),
 * otherwise once the user asked ("Load data"), then it refreshes as any tab. The dashboard record is the one the
 * page's timing reads (the same query); while it is unknown nothing is read, and a record that cannot be read loads.
 */
export function useDataOnRequest(idVisao: number) {
  const { data, error } = useResourceOne('settings/dashboards', { id: idVisao }, { enabled: Number.isInteger(idVisao), retry: false });
  const [asked, setAsked] = useState(false);
  const known = data !== undefined || Boolean(error);
  const automatic = error ? true : data?.auto_load !== false;
  return { load: known && (automatic || asked), waiting: known && !automatic && !asked, ask: () => setAsked(true) };
}
