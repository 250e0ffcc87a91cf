import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExceptionManagementData, ExceptionRow } from '../../../../../domain/dashboards/components/data/exception-management.js';
import type { ComponentRendererProps } from '../component-view.js';
import { ComponentMessage } from '../event-shared/ComponentMessage.js';
import { StatusIcon } from '../summary-shared/GoalStatusIcon.js';
import { SummaryNote } from '../summary-shared/SummaryNote.js';
import { SummaryTable } from '../summary-shared/SummaryTable.js';
import { useSummaryText } from '../summary-shared/useSummaryText.js';

export interface ExceptionManagementOptions {
  tags?: number[];
  max_rows: number;
}

const MAX_WATCHED = 200;

function ExceptionLine({ row }: { row: ExceptionRow }) {
  const translate = useTranslate();
  const text = useSummaryText();
  const severity = translate(`dashboards.components.tagValues.status.${row.severity}`);
  return (
    <TableRow data-testid={`exception-row-${row.id_tag}`} data-severity={row.severity}>
      <TableCell component="th" scope="row" title={row.description ?? undefined}>
        <StatusIcon tone={row.severity} label={severity} /> {row.code}
      </TableCell>
      <TableCell align="right" title={text.instant(row.at)}>
        {text.value(row, row.value)}
      </TableCell>
      <TableCell>{translate(`dashboards.components.exceptionManagement.limits.${row.limit}`, { bound: text.value(row, row.bound) })}</TableCell>
      <TableCell>
        {row.sinceComplete ? text.instant(row.since) : translate('dashboards.components.exceptionManagement.beforeWindow', { time: text.instant(row.since) })}
      </TableCell>
    </TableRow>
  );
}

/** The watched tags out of limits now, alarms first: value, limit crossed and since when, with a shaped icon per severity. */
export function ExceptionManagementView({ data, height }: ComponentRendererProps<ExceptionManagementOptions, ExceptionManagementData | null>) {
  const translate = useTranslate();
  if (!data?.rows.length) return <ComponentMessage messageKey="dashboards.components.exceptionManagement.empty" testId="exception-management-empty" />;
  const notes = [
    data.total > data.rows.length ? translate('dashboards.components.exceptionManagement.more', { shown: data.rows.length, total: data.total }) : '',
    data.capped ? translate('dashboards.components.exceptionManagement.capped', { max: MAX_WATCHED }) : '',
  ].filter(Boolean);
  const column = (name: string) => translate(`dashboards.components.exceptionManagement.columns.${name}`);
  const head = ['tag', 'value', 'limit', 'since'].map((name) => (
    <TableCell key={name} align={name === 'value' ? 'right' : 'left'}>
      {column(name)}
    </TableCell>
  ));
  return (
    <SummaryTable
      head={head}
      height={height}
      testId="exception-management"
      footer={notes.length ? <SummaryNote testId="exception-management-note">{notes.join(' · ')}</SummaryNote> : undefined}
    >
      {data.rows.map((row) => (
        <ExceptionLine key={row.id_tag} row={row} />
      ))}
    </SummaryTable>
  );
}
