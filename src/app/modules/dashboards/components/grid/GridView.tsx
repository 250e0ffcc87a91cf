import { Box, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GridData } from '../../../../../domain/dashboards/components/data/grid.js';
import type { ComponentRendererProps } from '../component-view.js';
import { ComponentMessage } from '../event-shared/ComponentMessage.js';
import { useDurationText } from '../event-shared/useDurationText.js';
import { StatusIcon } from '../summary-shared/GoalStatusIcon.js';
import { SummaryTable } from '../summary-shared/SummaryTable.js';
import { useReadingText } from '../tag-values/useReadingText.js';

export interface GridOptions {
  source: 'tags' | 'events';
  tags?: number[];
  id_frame?: number;
  max_rows: number;
}

type Props = { data: GridData; height: number };

function useColumns(names: readonly string[]) {
  const translate = useTranslate();
  return names.map((name) => <TableCell key={name}>{translate(`dashboards.components.grid.columns.${name}`)}</TableCell>);
}

function TagGrid({ data, height }: Props & { data: Extract<GridData, { source: 'tags' }> }) {
  const text = useReadingText();
  const head = useColumns(['tag', 'value', 'time', 'status']);
  return (
    <SummaryTable head={head} height={height} testId="grid-tags">
      {data.rows.map((row) => (
        <TableRow key={row.id_tag} data-testid={`grid-tag-${row.id_tag}`} data-status={row.status}>
          <TableCell component="th" scope="row" title={row.description ?? undefined}>
            {row.code}
          </TableCell>
          <TableCell>{text.value(row)}</TableCell>
          <TableCell>{row.at ? text.instant(row.at) : ''}</TableCell>
          <TableCell>
            <StatusIcon tone={row.status} label={text.status(row.status)} /> {text.status(row.status)}
          </TableCell>
        </TableRow>
      ))}
    </SummaryTable>
  );
}

function StopGrid({ data, height }: Props & { data: Extract<GridData, { source: 'events' }> }) {
  const translate = useTranslate();
  const text = useReadingText();
  const duration = useDurationText();
  const head = useColumns(['start', 'end', 'duration', 'motive']);
  return (
    <SummaryTable head={head} height={height} testId="grid-stops">
      {data.rows.map((row) => (
        <TableRow key={row.id_stop} data-testid={`grid-stop-${row.id_stop}`}>
          <TableCell>{text.instant(row.start)}</TableCell>
          <TableCell>{row.end ? text.instant(row.end) : translate('dashboards.components.grid.open')}</TableCell>
          <TableCell>{duration(row.durationMs)}</TableCell>
          <TableCell>
            {row.motive?.color ? (
              <Box component="span" sx={{ display: 'inline-block', width: 10, height: 10, mr: 0.5, borderRadius: '50%', bgcolor: row.motive.color }} />
            ) : null}
            {row.motive ? row.motive.description : translate('dashboards.components.summaries.noMotive')}
          </TableCell>
        </TableRow>
      ))}
    </SummaryTable>
  );
}

/** The grid: a table of tags (latest value, time, unit, status in words and shape) or of an event's latest stops. */
export function GridView({ data, height }: ComponentRendererProps<GridOptions, GridData | null>) {
  if (data?.source === 'events')
    return data.rows.length ? (
      <StopGrid data={data} height={height} />
    ) : (
      <ComponentMessage messageKey="dashboards.components.grid.emptyStops" testId="grid-empty" />
    );
  return data?.rows.length ? (
    <TagGrid data={data} height={height} />
  ) : (
    <ComponentMessage messageKey="dashboards.components.grid.emptyTags" testId="grid-empty" />
  );
}
