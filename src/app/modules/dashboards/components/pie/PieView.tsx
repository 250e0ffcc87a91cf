import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts';
import type { PieData } from '../../../../../domain/dashboards/components/data/pie.js';
import type { StopGrouping } from '../../../../../domain/dashboards/components/data/stop-shares.js';
import type { WidgetPeriod } from '../../../../../domain/dashboards/widget-period.js';
import { seriesColor } from '../../../analysis/series-colors.js';
import type { ComponentRendererProps } from '../component-view.js';
import { ComponentMessage } from '../event-shared/ComponentMessage.js';
import { SummaryNote } from '../summary-shared/SummaryNote.js';
import { useStopShareText } from '../summary-shared/useStopShareText.js';
import { useSummaryText } from '../summary-shared/useSummaryText.js';

export interface PieOptions {
  source: 'stops' | 'tags';
  id_frame?: number;
  period: WidgetPeriod;
  group_by: StopGrouping;
  tags?: number[];
}

interface Slice {
  key: string;
  name: string;
  value: number;
  share: number;
  fill: string;
  description: string;
}

const NOTE_PX = 24;

/** The slices of either source: stop time per part (as the treemap names them), or each tag's positive period value. */
function useSlices(data: PieData): { slices: Slice[]; left: string[] } {
  const translate = useTranslate();
  const theme = useTheme();
  const stops = useStopShareText();
  const text = useSummaryText();
  if (data.source === 'stops')
    return {
      slices: data.items
        .filter((item) => item.durationMs > 0)
        .map((item) => ({
          key: item.key,
          name: stops.label(item),
          value: item.durationMs,
          share: item.share,
          fill: stops.color(item),
          description: stops.describe(item),
        })),
      left: [],
    };
  const slices = data.items.flatMap((item, index) =>
    item.share === null || item.value === null
      ? []
      : [
          {
            key: String(item.id_tag),
            name: item.code,
            value: item.value,
            share: item.share,
            fill: seriesColor(index, theme.palette.mode),
            description: translate('dashboards.components.pie.slice', {
              label: item.code,
              value: text.value(item, item.value),
              share: text.number(item.share, 1),
            }),
          },
        ],
  );
  return { slices, left: data.items.filter((item) => item.share === null).map((item) => item.code) };
}

function PieBody({ data, width, height }: { data: PieData; width: number; height: number }) {
  const translate = useTranslate();
  const text = useSummaryText();
  const { slices, left } = useSlices(data);
  if (!slices.length)
    return (
      <ComponentMessage
        messageKey={data.source === 'stops' ? 'dashboards.components.pie.emptyStops' : 'dashboards.components.pie.emptyTags'}
        testId="pie-empty"
      />
    );
  const chartHeight = Math.max(left.length ? height - NOTE_PX : height, 80);
  const radius = Math.max(Math.min(width, chartHeight - 40) / 2 - 24, 16);
  return (
    <Box data-testid="pie" aria-label={slices.map((slice) => slice.description).join('; ')} role="img">
      <PieChart width={width} height={chartHeight}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="name"
          outerRadius={radius}
          isAnimationActive={false}
          label={({ payload }: { payload?: Slice }) => (payload ? `${text.number(payload.share, 1)} %` : '')}
          labelLine={false}
        >
          {slices.map((slice) => (
            <Cell key={slice.key} fill={slice.fill} data-testid={`pie-slice-${slice.key}`} />
          ))}
        </Pie>
        <Tooltip isAnimationActive={false} formatter={(_value, _name, item) => [(item.payload as Slice).description, '']} separator="" />
        <Legend wrapperStyle={{ fontSize: 11 }} />
      </PieChart>
      {left.length ? <SummaryNote testId="pie-left-out">{translate('dashboards.components.pie.noShare', { codes: left.join(', ') })}</SummaryNote> : null}
    </Box>
  );
}

/** A pie of an event's stop time per motive, group or loss category, or of tags' period values, each slice with its percent and a legend. */
export function PieView({ data, width, height }: ComponentRendererProps<PieOptions, PieData | null>) {
  if (!data) return <ComponentMessage messageKey="dashboards.components.pie.emptyStops" testId="pie-empty" />;
  return <PieBody data={data} width={width} height={height} />;
}
