import { useTranslate } from 'react-admin';
import type { TimeRange } from '../../analysis/series-types.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { serverMotiveFilter, stopsOfTarget, type DrillTarget } from './drill-down.js';
import { QueryStatus } from './QueryStatus.js';
import { StopDrillDown } from './StopDrillDown.js';
import { fetchStops } from '../shared/stops-api.js';

interface DrillDownPanelProps {
  target: DrillTarget;
  idFrame: number | null;
  range: TimeRange;
}

/** Loads the stops of the bar the user chose and lists them. */
export function DrillDownPanel({ target, idFrame, range }: DrillDownPanelProps) {
  const translate = useTranslate();
  const idMotive = serverMotiveFilter(target);
  const key = `${target.by}|${target.key}|${idFrame}|${range.from}|${range.to}`;
  const stops = useAsyncData(key, async () => stopsOfTarget(await fetchStops({ idFrame, range, idMotive }), target));
  return (
    <QueryStatus query={stops} testId="drill" emptyText={translate('stopCharts.drillDown.empty')} isEmpty={(list) => list.length === 0}>
      {(list) => <StopDrillDown title={target.label} stops={list} />}
    </QueryStatus>
  );
}
