import { memo, useMemo, useState, type MouseEvent } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import { useFormat } from '../../../format/useFormat.js';
import type { TimeRange } from '../../analysis/series-types.js';
import { useElementWidth } from '../../analysis/useElementWidth.js';
import { useTimeAxis } from '../../analysis/useTimeAxis.js';
import { formatDuration } from '../shared/formatDuration.js';
import { runningSpan, timelineBars, xOf, type TimelineBar } from './timeline-model.js';

const LANE_HEIGHT = 36;
const AXIS_HEIGHT = 22;
const RUNNING_COLOR = '#a5d6a7';
const HATCH_ID = 'stop-timeline-annulled';

interface StopTimelineProps {
  stops: readonly StopView[];
  range: TimeRange;
  now: number;
  selectedId: number | null;
  onSelect: (stop: StopView) => void;
}

/** The bars alone: they are drawn again only when the stops, the width or the selection change, not on hover. */
const Bars = memo(function Bars({ bars, selectedId }: { bars: TimelineBar[]; selectedId: number | null }) {
  return (
    <g>
      {bars.map((bar, index) => (
        <rect
          key={bar.stop.id_stop}
          data-index={index}
          data-testid={`timeline-bar-${bar.stop.id_stop}`}
          data-color={bar.color}
          x={bar.x}
          y={2}
          width={bar.width}
          height={LANE_HEIGHT - 4}
          fill={bar.annulled ? `url(#${HATCH_ID})` : bar.color}
          fillOpacity={bar.annulled ? 0.6 : 1}
          stroke={bar.stop.id_stop === selectedId ? '#000' : bar.annulled ? bar.color : 'none'}
          strokeWidth={bar.stop.id_stop === selectedId ? 2 : 1}
          style={{ cursor: 'pointer' }}
        />
      ))}
    </g>
  );
});

/** One lane over the period: running time in green, each stop a bar in its motive's colour; hover tells it, a click selects its row. */
export function StopTimeline({ stops, range, now, selectedId, onSelect }: StopTimelineProps) {
  const translate = useTranslate();
  const format = useFormat();
  const [ref, width] = useElementWidth();
  const [hover, setHover] = useState<{ bar: TimelineBar; left: number } | null>(null);
  const bars = useMemo(() => (width > 0 ? timelineBars(stops, range, width, now) : []), [stops, range, width, now]);
  const running = runningSpan(range, width, now);
  const axis = useTimeAxis(range, format.timeZone, format.locale, width);
  const barAt = (event: MouseEvent<SVGSVGElement>) => {
    const index = (event.target as Element).getAttribute('data-index');
    return index === null ? undefined : bars[Number(index)];
  };
  return (
    <Box ref={ref} sx={{ position: 'relative', width: '100%' }} data-testid="stop-timeline">
      {width > 0 && (
        <svg
          width={width}
          height={LANE_HEIGHT + AXIS_HEIGHT}
          role="img"
          aria-label={translate('stoppingPoint.timeline.label')}
          onMouseMove={(event) => {
            const bar = barAt(event);
            setHover(bar ? { bar, left: event.clientX - event.currentTarget.getBoundingClientRect().left } : null);
          }}
          onMouseLeave={() => setHover(null)}
          onClick={(event) => {
            const bar = barAt(event);
            if (bar) onSelect(bar.stop);
          }}
        >
          <defs>
            <pattern id={HATCH_ID} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width={6} height={6} fill="#eeeeee" />
              <line x1={0} y1={0} x2={0} y2={6} stroke="#757575" strokeWidth={2} />
            </pattern>
          </defs>
          <rect x={0} y={0} width={width} height={LANE_HEIGHT} fill="#f5f5f5" />
          <rect x={running.x} y={0} width={running.width} height={LANE_HEIGHT} fill={RUNNING_COLOR} data-testid="timeline-running">
            <title>{translate('stoppingPoint.timeline.running')}</title>
          </rect>
          <Bars bars={bars} selectedId={selectedId} />
          {axis.ticks.map((tick) => (
            <text key={tick} x={xOf(tick, range, width)} y={LANE_HEIGHT + 15} fontSize={11} textAnchor="middle" fill="currentColor">
              {axis.formatTick(tick)}
            </text>
          ))}
        </svg>
      )}
      {hover && (
        <Paper
          elevation={3}
          sx={{
            position: 'absolute',
            top: LANE_HEIGHT + 4,
            left: Math.min(hover.left, Math.max(0, width - 240)),
            p: 1,
            zIndex: 2,
            pointerEvents: 'none',
            width: 240,
          }}
          data-testid="timeline-tooltip"
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {hover.bar.stop.motive ? `${hover.bar.stop.motive.code} – ${hover.bar.stop.motive.description}` : translate('stopApproval.shared.noMotive')}
          </Typography>
          <Typography variant="body2">
            {translate('stoppingPoint.timeline.start', { value: format.instant(hover.bar.stop.start, 'dateTimeSeconds') })}
          </Typography>
          <Typography variant="body2">
            {hover.bar.stop.end
              ? translate('stoppingPoint.timeline.end', { value: format.instant(hover.bar.stop.end, 'dateTimeSeconds') })
              : translate('stoppingPoint.timeline.stillOpen')}
          </Typography>
          <Typography variant="body2">{translate('stoppingPoint.timeline.duration', { value: formatDuration(hover.bar.stop.durationMs) })}</Typography>
          {hover.bar.annulled && (
            <Typography variant="body2" color="text.secondary">
              {translate('equipmentStops.status.annulled')}
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
