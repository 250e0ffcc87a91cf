import { Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GanttBar } from '../../../../../domain/dashboards/events/gantt-bars.js';
import { useFormat } from '../../../../format/useFormat.js';
import { useDurationText } from '../event-shared/useDurationText.js';

/** What the bar under the pointer holds: motive, span on the unit's clock, stop time, how many stops, open or not. */
export function GanttTip({ bar, frame, left, top }: { bar: GanttBar; frame: string; left: number; top: number }) {
  const translate = useTranslate();
  const format = useFormat();
  const duration = useDurationText();
  const motive = bar.mixed ? translate('dashboards.components.gantt.mixed') : (bar.motive?.label ?? translate('dashboards.components.noMotive'));
  return (
    <Paper elevation={3} sx={{ position: 'absolute', left, top, p: 1, zIndex: 2, pointerEvents: 'none', width: 220 }} data-testid="gantt-tip">
      <Typography variant="caption" color="text.secondary">
        {frame}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {motive}
      </Typography>
      <Typography variant="body2">
        {translate('dashboards.components.gantt.span', { start: format.instant(bar.start, 'dateTimeSeconds'), end: format.instant(bar.end, 'time') })}
      </Typography>
      <Typography variant="body2">{translate('dashboards.components.gantt.stopped', { duration: duration(bar.stoppedMs) })}</Typography>
      {bar.stops > 1 && <Typography variant="body2">{translate('dashboards.components.gantt.stops', { smart_count: bar.stops })}</Typography>}
      {bar.open && (
        <Typography variant="body2" color="warning.main">
          {translate('dashboards.components.gantt.open')}
        </Typography>
      )}
    </Paper>
  );
}
