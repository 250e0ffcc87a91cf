import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STOP_CONSISTENCIES, STOP_STATUSES, type StopConsistency, type StopStatus } from '../../../../domain/equipment-stops/stop-model.js';
import type { MotiveOption } from './allowed-motives.js';

interface FilterBarProps {
  status: StopStatus | '';
  consistency: StopConsistency | '';
  idMotive: number | null;
  motives: readonly MotiveOption[];
  onStatus: (status: StopStatus | '') => void;
  onConsistency: (consistency: StopConsistency | '') => void;
  onMotive: (idMotive: number | null) => void;
}

/** The state, approval and motive filters of the list. */
export function FilterBar({ status, consistency, idMotive, motives, onStatus, onConsistency, onMotive }: FilterBarProps) {
  const translate = useTranslate();
  const select = (name: string, value: string, onChange: (value: string) => void, options: [string, string][]) => (
    <TextField
      select
      size="small"
      label={translate(`stoppingPoint.filters.${name}`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 150 }}
      slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': `filter-${name}` } as object }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('stoppingPoint.any')}</MenuItem>
      {options.map(([key, label]) => (
        <MenuItem key={key} value={key}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      {select(
        'status',
        status,
        (value) => onStatus(value as StopStatus | ''),
        STOP_STATUSES.map((key) => [key, translate(`equipmentStops.status.${key}`)]),
      )}
      {select(
        'consistency',
        consistency,
        (value) => onConsistency(value as StopConsistency | ''),
        STOP_CONSISTENCIES.map((key) => [key, translate(`equipmentStops.consistency.${key}`)]),
      )}
      {select(
        'motive',
        idMotive === null ? '' : String(idMotive),
        (value) => onMotive(value === '' ? null : Number(value)),
        motives.map((motive) => [String(motive.id), `${motive.code} – ${motive.description}`]),
      )}
    </>
  );
}
