import { ReferenceArea, ReferenceLine } from 'recharts';
import type { ChartSeries } from '../../../../../domain/dashboards/components/data/chart.js';

const limitKinds = ['spec_low', 'spec_high', 'action_low', 'action_high'] as const;

interface ReferenceProps {
  series: readonly ChartSeries[];
  colorOf: (index: number) => string;
  showLimits: boolean;
  showGoals: boolean;
  limitColors: { spec: string; action: string };
  label: (key: string, code: string) => string;
}

/**
 * The chart's reference marks: each tag's specification limits (error colour, dashed) and action-plan limits (warning
 * colour, dotted) across the chart, and its goals in its own colour over their stretch of time (a band for a range goal).
 */
export function chartReferences({ series, colorOf, showLimits, showGoals, limitColors, label }: ReferenceProps) {
  return series.flatMap((entry, index) => {
    const marks = [];
    if (showLimits)
      for (const kind of limitKinds) {
        const y = entry.limits[kind];
        if (typeof y !== 'number') continue;
        const spec = kind.startsWith('spec');
        const color = spec ? limitColors.spec : limitColors.action;
        marks.push(
          <ReferenceLine
            key={`${index}-${kind}`}
            y={y}
            ifOverflow="extendDomain"
            stroke={color}
            strokeDasharray={spec ? '6 3' : '2 4'}
            label={{
              value: label(`dashboards.components.chart.limits.${kind}`, entry.code),
              position: kind.endsWith('high') ? 'insideTopRight' : 'insideBottomRight',
              fontSize: 10,
              fill: color,
            }}
          />,
        );
      }
    if (showGoals)
      entry.goals.forEach((goal, goalIndex) => {
        const color = colorOf(index);
        const key = `${index}-goal-${goalIndex}`;
        if (goal.lower !== undefined && goal.upper !== undefined)
          marks.push(
            <ReferenceArea
              key={key}
              x1={goal.from}
              x2={goal.to}
              y1={goal.lower}
              y2={goal.upper}
              ifOverflow="extendDomain"
              fill={color}
              fillOpacity={0.1}
              stroke="none"
            />,
          );
        for (const y of [goal.value, goal.lower, goal.upper])
          if (y !== undefined)
            marks.push(
              <ReferenceLine
                key={`${key}-${y}`}
                segment={[
                  { x: goal.from, y },
                  { x: goal.to, y },
                ]}
                ifOverflow="extendDomain"
                stroke={color}
                strokeDasharray="8 4"
                label={{ value: label('dashboards.components.chart.goal', entry.code), position: 'insideTopLeft', fontSize: 10, fill: color }}
              />,
            );
      });
    return marks;
  });
}
