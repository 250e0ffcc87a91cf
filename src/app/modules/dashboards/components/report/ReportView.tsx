import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportData } from '../../../../../domain/dashboards/components/data/report.js';
import type { SummaryLevel } from '../../../../../domain/dashboards/components/summaries/summary-level.js';
import type { WidgetPeriod } from '../../../../../domain/dashboards/widget-period.js';
import type { ComponentRendererProps } from '../component-view.js';
import { ComponentMessage } from '../event-shared/ComponentMessage.js';
import { SummaryTable } from '../summary-shared/SummaryTable.js';
import { useSummaryText } from '../summary-shared/useSummaryText.js';

export interface ReportOptions {
  tags: number[];
  level: SummaryLevel;
  period: WidgetPeriod;
}

/** The tags' consolidated values per bucket: a row per hour, shift, day, week or month, a column per tag, numbers in the user's language. */
export function ReportView({ data, height }: ComponentRendererProps<ReportOptions, ReportData | null>) {
  const translate = useTranslate();
  const text = useSummaryText();
  if (!data?.rows.length) return <ComponentMessage messageKey="dashboards.components.report.empty" testId="report-empty" />;
  const head = (
    <>
      <TableCell>{translate('dashboards.components.summaries.period')}</TableCell>
      {data.columns.map((column) => (
        <TableCell key={column.id_tag} align="right" title={column.description ?? undefined}>
          {column.unit ? `${column.code} (${column.unit})` : column.code}
        </TableCell>
      ))}
    </>
  );
  return (
    <SummaryTable head={head} height={height} testId="report">
      {data.rows.map((row) => (
        <TableRow key={row.start} data-testid="report-row">
          <TableCell component="th" scope="row">
            {text.bucket(data.level, row, true)}
          </TableCell>
          {row.values.map((value, i) => (
            <TableCell key={data.columns[i]!.id_tag} align="right">
              {text.number(value, data.columns[i]!.decimals)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </SummaryTable>
  );
}
