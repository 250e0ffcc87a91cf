import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState, type MouseEvent } from 'react';
import type { GanttData } from '../../../../../domain/dashboards/components/data/gantt.js';
import type { GanttBar } from '../../../../../domain/dashboards/events/gantt-bars.js';
import type { WidgetPeriod } from '../../../../../domain/dashboards/widget-period.js';
import { useFormat } from '../../../../format/useFormat.js';
import { useTimeAxis } from '../../../analysis/useTimeAxis.js';
import { NO_MOTIVE_COLOR } from '../../../equipment-stops/stopping-point/timeline-model.js';
import type { ComponentRendererProps } from '../component-view.js';
import { ComponentMessage } from '../event-shared/ComponentMessage.js';
import { AXIS_HEIGHT, barBox, ganttLayout } from './gantt-layout.js';
import { GanttTip } from './GanttTip.js';

export interface GanttOptions {
  frames: number[];
  period: WidgetPeriod;
}

const RUNNING_COLOR = '#c8e6c9';
const TIP_WIDTH = 220;

/** One row per event over the period: running time in green, its stops as bars in their motive's colour, the time axis on the unit's clock. */
export function GanttWidget({ data, width, height }: ComponentRendererProps<GanttOptions, GanttData>) {
  const theme = useTheme();
  const format = useFormat();
  const range = { from: data.from, to: data.to };
  const layout = ganttLayout(width, height, data.rows.length);
  const axis = useTimeAxis(range, format.timeZone, format.locale, layout.laneWidth);
  const [hover, setHover] = useState<{ row: number; bar: GanttBar; left: number; top: number } | null>(null);
  if (!data.rows.some((row) => row.bars.length)) return <ComponentMessage messageKey="dashboards.components.gantt.empty" testId="gantt-empty" />;
  const running = barBox(data.from, Math.min(data.now, data.to), range, layout.laneWidth);
  const onMove = (event: MouseEvent<SVGSVGElement>) => {
    const target = event.target as Element;
    const row = target.getAttribute('data-row');
    const bar = row === null ? undefined : data.rows[Number(row)]?.bars[Number(target.getAttribute('data-bar'))];
    if (!bar) return setHover(null);
    const box = event.currentTarget.getBoundingClientRect();
    const left = Math.min(Math.max(0, event.clientX - box.left + 8), Math.max(0, width - TIP_WIDTH));
    setHover({ row: Number(row), bar, left, top: (Number(row) + 1) * layout.rowHeight });
  };
  return (
    <Box sx={{ position: 'relative', width, height }} data-testid="gantt-widget">
      <svg width={width} height={layout.axisY + AXIS_HEIGHT} onMouseMove={onMove} onMouseLeave={() => setHover(null)}>
        {data.rows.map((row, index) => (
          <g key={row.id_frame} transform={`translate(0, ${index * layout.rowHeight})`} data-testid={`gantt-row-${row.id_frame}`}>
            <text x={0} y={layout.rowHeight / 2} dominantBaseline="middle" fontSize={11} fill={theme.palette.text.primary}>
              <title>{row.description}</title>
              {row.code}
            </text>
            <g transform={`translate(${layout.labelWidth}, 0)`}>
              <rect x={0} y={2} width={layout.laneWidth} height={layout.rowHeight - 4} fill={theme.palette.action.hover} />
              <rect x={running.x} y={2} width={running.width} height={layout.rowHeight - 4} fill={RUNNING_COLOR} />
              {row.bars.map((bar, barIndex) => {
                const box = barBox(bar.start, bar.end, range, layout.laneWidth);
                return (
                  <rect
                    key={`${bar.id_stop}-${bar.start}`}
                    x={box.x}
                    y={2}
                    width={box.width}
                    height={layout.rowHeight - 4}
                    fill={bar.motive?.color || NO_MOTIVE_COLOR}
                    stroke={bar.open ? theme.palette.warning.main : 'none'}
                    data-row={index}
                    data-bar={barIndex}
                    data-testid="gantt-bar"
                  />
                );
              })}
            </g>
          </g>
        ))}
        <g transform={`translate(${layout.labelWidth}, ${layout.axisY})`}>
          {axis.ticks.map((tick) => (
            <text key={tick} x={barBox(tick, tick, range, layout.laneWidth).x} y={13} fontSize={10} textAnchor="middle" fill={theme.palette.text.secondary}>
              {axis.formatTick(tick)}
            </text>
          ))}
        </g>
      </svg>
      {hover && <GanttTip bar={hover.bar} frame={data.rows[hover.row]!.code} left={hover.left} top={hover.top} />}
    </Box>
  );
}
