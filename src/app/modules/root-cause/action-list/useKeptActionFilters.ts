import { ACTION_STATUSES, TIME_STATUSES, type ActionStatus, type TimeStatus } from '../../../../domain/root-cause/model.js';
import { isRecord, oneOf } from '../../analysis/kept-value-checks.js';
import { useSessionState } from '../../analysis/useSessionState.js';
import { useSelectedUnitId } from '../../logbook/useSelectedUnitId.js';
import { NO_ACTION_FILTERS, type ActionFilters } from './ActionListFilters.js';

const isStatus = oneOf<ActionStatus | ''>(['', ...ACTION_STATUSES]);
const isTimeStatus = oneOf<TimeStatus | ''>(['', ...TIME_STATUSES]);
const isFilters = (value: unknown): value is ActionFilters =>
  isRecord(value) && isStatus(value.status) && isTimeStatus(value.timeStatus) && typeof value.mine === 'boolean' && typeof value.q === 'string';

/** The action list's filters, kept per unit for the browser tab or in the app tab that shows the page. */
export function useKeptActionFilters() {
  const unitId = useSelectedUnitId();
  return useSessionState<ActionFilters>(`plataforma.rca-action-list.${unitId ?? 'none'}`, () => NO_ACTION_FILTERS, isFilters);
}
