import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PersonRef, RcaHistoryRow } from '../../../../domain/root-cause/model.js';
import { ApiError } from '../../../api/api-error.js';
import { ErrorNotice } from '../../../errors/ErrorNotice.js';
import { useFormat } from '../../../format/useFormat.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { useUnitPeople } from './useUnitPeople.js';

/** The label groups a history value may be a key of, by the field that changed. */
const valueLabels: Record<string, string[]> = {
  status: ['rootCause.effectStatus', 'rootCause.causeStatus', 'rootCause.actionStatus'],
  origin: ['rootCause.origins'],
  approval: ['rootCause.approval'],
  verification: ['rootCause.verification'],
  verification_status: ['rootCause.verification'],
  time_status: ['rootCause.timeStatus'],
};

/** The fields whose values are user ids: shown by the person's name. */
const personFields = new Set(['id_responsible', 'id_examiner', 'id_manager', 'team']);

const isPerson = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

function useShownValue(people: readonly PersonRef[]) {
  const translate = useTranslate();
  const shown = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => shown(field, item)).join(', ');
    if (isPerson(value)) return value.name;
    if (personFields.has(field) && typeof value === 'number') return people.find((person) => person.id === value)?.name ?? `#${value}`;
    if (typeof value === 'object') return JSON.stringify(value);
    const text = String(value);
    for (const group of valueLabels[field] ?? []) {
      const label = translate(`${group}.${text}`, { _: '' });
      if (label) return label;
    }
    return text;
  };
  return shown;
}

/** History rows, oldest first: what was done, when, by whom, each changed field from → to, the comment and the signature. */
export function HistoryRows({ rows, testId = 'rca-history', people = [] }: { rows: readonly RcaHistoryRow[]; testId?: string; people?: readonly PersonRef[] }) {
  const translate = useTranslate();
  const format = useFormat();
  const shown = useShownValue(people);
  if (rows.length === 0) return <Typography variant="body2">{translate('rcaAnalysis.history.empty')}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid={testId}>
      {rows.map((row, index) => (
        <li key={`${row.at}-${index}`} data-testid={`${testId}-row`}>
          {/* A div, not a p: the "signed" chip is a div. */}
          <Typography variant="body2" component="div">
            <strong>{translate(`rcaAnalysis.history.action.${row.action}`, { _: row.action })}</strong> · {format.instant(row.at, 'dateTimeSeconds')} ·{' '}
            {row.user ? translate('rcaAnalysis.history.by', { user: row.user.name }) : translate('rcaAnalysis.history.bySystem')}
            {row.signed && <Chip size="small" color="success" variant="outlined" label={translate('rcaAnalysis.history.signed')} sx={{ ml: 1 }} />}
          </Typography>
          {Object.entries(row.changes ?? {})
            .filter(([, change]) => shown('', change.from) !== shown('', change.to))
            .map(([field, change]) => (
              <Typography key={field} variant="caption" color="text.secondary" component="div">
                {translate(`rcaAnalysis.history.fields.${field}`, { _: field })}: {shown(field, change.from)} → {shown(field, change.to)}
              </Typography>
            ))}
          {row.comment && (
            <Typography variant="caption" component="div" sx={{ fontStyle: 'italic' }}>
              “{row.comment}”
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}

/**
 * An effect's or an action's history, loaded when shown: `loadKey` names what is loaded (a new key loads again),
 * `load` answers the rows (e.g. `GET RCA/queries/actions/:id/history`).
 */
export function HistoryList({ loadKey, load, testId }: { loadKey: string; load: () => Promise<RcaHistoryRow[]>; testId?: string }) {
  const history = useAsyncData(loadKey, load);
  const people = useUnitPeople();
  if (history.error)
    return <ErrorNotice message={history.error instanceof ApiError ? history.error.messageKey : 'global.error.messages.fetchError'} onRetry={history.reload} />;
  if (!history.data) return <LinearProgress />;
  return <HistoryRows rows={history.data} testId={testId} people={people.data ?? []} />;
}
