import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Tooltip, Treemap } from 'recharts';
import type { StopGrouping } from '../../../../../domain/dashboards/components/data/stop-shares.js';
import type { TreemapData } from '../../../../../domain/dashboards/components/data/treemap.js';
import type { WidgetPeriod } from '../../../../../domain/dashboards/widget-period.js';
import type { ComponentRendererProps } from '../component-view.js';
import { ComponentMessage } from '../event-shared/ComponentMessage.js';
import { useStopShareText } from '../summary-shared/useStopShareText.js';

export interface TreemapOptions {
  id_frame: number;
  period: WidgetPeriod;
  group_by: StopGrouping;
}

/** A type, not an interface: recharts' treemap data must be indexable by any key. */
type Tile = {
  key: string;
  name: string;
  size: number;
  fill: string;
  lines: string[];
  description: string;
};

interface TileProps extends Partial<Tile> {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  depth?: number;
}

const LINE_PX = 14;

/** One tile: its rectangle in its colour, and as many of its lines (label, duration, share) as fit inside. */
function TileShape({ x = 0, y = 0, width = 0, height = 0, depth, fill, lines = [], description, textColor }: TileProps & { textColor: string }) {
  if (depth !== 1) return null;
  const fitting = width > 40 ? lines.slice(0, Math.max(0, Math.floor((height - 4) / LINE_PX))) : [];
  return (
    <g data-testid="treemap-tile">
      <title>{description}</title>
      <rect x={x} y={y} width={width} height={height} fill={fill} stroke="#fff" strokeWidth={1} />
      {fitting.map((line, i) => (
        <text key={i} x={x + 4} y={y + 4 + LINE_PX * (i + 1) - 3} fontSize={11} fill={textColor} style={{ pointerEvents: 'none' }}>
          {line.length * 6.5 > width - 8 ? `${line.slice(0, Math.max(1, Math.floor((width - 8) / 6.5) - 1))}…` : line}
        </text>
      ))}
    </g>
  );
}

/** An event's stop time of the period as tiles sized by their duration, per motive, motive group or loss category, each tile named with its duration and share. */
export function TreemapView({ data, width, height }: ComponentRendererProps<TreemapOptions, TreemapData | null>) {
  const theme = useTheme();
  const text = useStopShareText();
  const items = (data?.items ?? []).filter((item) => item.durationMs > 0);
  if (!items.length) return <ComponentMessage messageKey="dashboards.components.treemap.empty" testId="treemap-empty" />;
  const tiles: Tile[] = items.map((item) => ({
    key: item.key,
    name: text.label(item),
    size: item.durationMs,
    fill: text.color(item),
    lines: [text.label(item), text.duration(item.durationMs), `${text.share(item)} %`],
    description: text.describe(item),
  }));
  return (
    <Box data-testid="treemap" aria-label={tiles.map((tile) => tile.description).join('; ')} role="img">
      <Treemap
        width={width}
        height={height}
        data={tiles}
        dataKey="size"
        nameKey="name"
        isAnimationActive={false}
        content={<TileShape textColor={theme.palette.common.white} />}
      >
        <Tooltip isAnimationActive={false} formatter={(_value, _name, item) => [(item.payload as Tile).description, '']} separator="" />
      </Treemap>
    </Box>
  );
}
