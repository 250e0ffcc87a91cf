import { useNavigate } from 'react-router';
import { useRefresh } from 'react-admin';
import { getSelectedUnit, getUnits, selectUnit } from '../auth/session-store.js';
import { useSessionValue } from '../auth/useSessionValue.js';
import { notifyUnitChange } from '../unit-data/unit-change.js';
import { unitStartPath } from '../unit-data/unit-start-path.js';

/**
 * The session's units and the selected one. Choosing a unit changes the id-element, plt-code and
 * client-code headers of every later call, tells the unit-change subscribers (access control),
 * goes to the unit's initial page (else `/`, the default page) and refetches the data; it is not
 * persisted. Period, tags and frames reload on the change (unit-data/useUnitData.ts).
 */
export function useUnitSelection() {
  const refresh = useRefresh();
  const navigate = useNavigate();
  const units = useSessionValue(getUnits);
  const selected = useSessionValue(getSelectedUnit);

  function choose(idElemento: number) {
    selectUnit(idElemento);
    const unit = getSelectedUnit();
    if (unit) notifyUnitChange(unit);
    navigate(unitStartPath(unit));
    refresh();
  }

  return { units, selected, choose };
}
