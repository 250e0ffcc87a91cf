import { useState, type ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { zoneLabel } from '../../../domain/format/index.js';
import { DateTimeField } from './DateTimeField.js';

export interface EditableRange {
  from: number | null;
  to: number | null;
}

interface PeriodPickerProps {
  range: EditableRange;
  onChange: (range: EditableRange) => void;
  timezone: string;
  /** Shown before the fields (e.g. "Period A"). */
  title?: string;
  /** The shortcut menu beside the fields. */
  shortcuts?: ReactNode;
  testId?: string;
}

/** Start and end on the unit's wall clock, with the shortcuts beside them. */
export function PeriodPicker({ range, onChange, timezone, title, shortcuts, testId = 'period' }: PeriodPickerProps) {
  const translate = useTranslate();
  // The zone's name (summer or winter time) before a start is chosen: as of when the picker opened.
  const [openedAt] = useState(Date.now);
  const reversed = range.from !== null && range.to !== null && range.from >= range.to;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid={testId}>
      {title && (
        <Typography variant="subtitle2" sx={{ alignSelf: 'center', minWidth: 64 }}>
          {title}
        </Typography>
      )}
      <DateTimeField
        label={translate('analysis.period.start')}
        value={range.from}
        onChange={(from) => onChange({ ...range, from })}
        timezone={timezone}
        helperText={
          <span data-testid={`${testId}-zone`}>{translate('analysis.period.timezone', { timezone: zoneLabel(timezone, range.from ?? openedAt) })}</span>
        }
        testId={`${testId}-start`}
      />
      <DateTimeField
        label={translate('analysis.period.end')}
        value={range.to}
        onChange={(to) => onChange({ ...range, to })}
        timezone={timezone}
        error={reversed}
        helperText={reversed ? translate('analysis.period.invalid') : undefined}
        testId={`${testId}-end`}
      />
      {shortcuts}
    </Stack>
  );
}
