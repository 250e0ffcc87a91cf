import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../../../../domain/format/index.js';
import type { ActionView } from '../../../../domain/root-cause/model.js';
import { useFormat } from '../../../format/useFormat.js';

/** The 5W2H of an action and its conclusion and verification, as label and value pairs. */
export function ActionFieldsCard({ action }: { action: ActionView }) {
  const translate = useTranslate();
  const format = useFormat();
  const date = (value: string | null) => (value ? formatCalendarDate(format.locale, value) : null);
  const verification = action.verification;
  const rows: [string, string | null][] = [
    ['what', action.what],
    ['why', action.why],
    ['where', action.where],
    ['who', action.responsible.name],
    ['when', date(action.deadline)],
    ['how', action.how],
    ['howMuch', action.how_much === null ? null : format.number(action.how_much, { maxDecimals: 2 })],
    ['examiner', action.examiner.name],
    ['plannedTime', action.planned_time],
    ['spentTime', action.spent_time],
    ['conclusionDate', date(action.conclusion_date)],
    ['verification', verification.status === 'pending' ? null : translate(`rootCause.verification.${verification.status}`)],
    ['verificationDate', date(verification.date)],
    ['commentary', verification.commentary],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([field, value]) => (
          <Box key={field} sx={{ display: 'contents' }} data-testid={`rca-action-field-${field}`}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`rcaActions.fields.${field}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
