import { TableCell, TableRow, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GoalBucket, GoalManagementData } from '../../../../../domain/dashboards/components/data/goal-management.js';
import type { TagFacts } from '../../../../../domain/dashboards/components/data/tag-summary.js';
import type { SummaryLevel } from '../../../../../domain/dashboards/components/summaries/summary-level.js';
import type { WidgetPeriod } from '../../../../../domain/dashboards/widget-period.js';
import type { ComponentRendererProps } from '../component-view.js';
import { ComponentMessage } from '../event-shared/ComponentMessage.js';
import { GOAL_STATUS_TONE, StatusIcon } from '../summary-shared/GoalStatusIcon.js';
import { SummaryNote } from '../summary-shared/SummaryNote.js';
import { SummaryTable } from '../summary-shared/SummaryTable.js';
import { useSummaryText } from '../summary-shared/useSummaryText.js';

export interface GoalManagementOptions {
  tags: number[];
  level: SummaryLevel;
  period: WidgetPeriod;
}

/** One tag in one bucket: its attainment of the goal (or its value without a goal) and its status as an icon, the whole reading as its label. */
function GoalCell({ tag, cell, level }: { tag: TagFacts; cell: GoalBucket; level: SummaryLevel }) {
  const translate = useTranslate();
  const text = useSummaryText();
  const status = text.status(cell.status);
  const label = translate(cell.goal ? 'dashboards.components.goalManagement.cell' : 'dashboards.components.goalManagement.cellNoGoal', {
    code: tag.code,
    bucket: text.bucket(level, cell, true),
    actual: text.value(tag, cell.actual),
    goal: text.goal(tag, cell.goal),
    attainment: text.percent(cell.attainment),
    status,
  });
  const shown = cell.attainment !== null ? text.percent(cell.attainment) : text.value(tag, cell.actual);
  return (
    <Tooltip title={label}>
      <TableCell align="right" aria-label={label} data-status={cell.status}>
        {shown} <StatusIcon tone={GOAL_STATUS_TONE[cell.status]} label={status} />
      </TableCell>
    </Tooltip>
  );
}

/** Each tag's attainment of its goal per bucket, the latest buckets that fit the frame, with the scorecard's status per cell. */
export function GoalManagementView({ data, height }: ComponentRendererProps<GoalManagementOptions, GoalManagementData | null>) {
  const translate = useTranslate();
  const text = useSummaryText();
  if (!data?.tags.length || !data.buckets.length)
    return <ComponentMessage messageKey="dashboards.components.goalManagement.empty" testId="goal-management-empty" />;
  const footer = data.hiddenBuckets ? (
    <SummaryNote testId="goal-management-hidden">{translate('dashboards.components.goalManagement.hidden', { smart_count: data.hiddenBuckets })}</SummaryNote>
  ) : undefined;
  const head = (
    <>
      <TableCell>{translate('dashboards.components.summaries.tag')}</TableCell>
      {data.buckets.map((bucket) => (
        <TableCell key={bucket.start} align="right" title={text.bucket(data.level, bucket, true)}>
          {text.bucket(data.level, bucket)}
        </TableCell>
      ))}
    </>
  );
  return (
    <SummaryTable head={head} height={height} testId="goal-management" footer={footer}>
      {data.tags.map((tag) => (
        <TableRow key={tag.id_tag} data-testid={`goal-management-row-${tag.id_tag}`}>
          <TableCell component="th" scope="row" title={tag.description ?? undefined}>
            {tag.code}
          </TableCell>
          {tag.buckets.map((cell) => (
            <GoalCell key={cell.start} tag={tag} cell={cell} level={data.level} />
          ))}
        </TableRow>
      ))}
    </SummaryTable>
  );
}
