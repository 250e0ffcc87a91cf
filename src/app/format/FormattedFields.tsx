import { useFieldValue } from 'react-admin';
import { Typography } from '@mui/material';
import { formatCalendarDate, type DateTimeStyle } from '../../domain/format/index.js';
import { useFormat } from './useFormat.js';

interface FieldProps {
  source: string;
  label?: string;
}

/** A date-time field of a record in the user's language, on the selected unit's clock (a date-only field as its calendar day). */
export function InstantField({ source, style = 'dateTime' }: FieldProps & { style?: DateTimeStyle }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  const { instant } = useFormat();
  return (
    <Typography component="span" variant="body2">
      {value ? instant(value, style) : ''}
    </Typography>
  );
}

/** A date-only field (`YYYY-MM-DD`, a calendar day in no zone) as the language writes dates. */
export function CalendarDateField({ source }: FieldProps) {
  const value = useFieldValue({ source }) as string | null | undefined;
  const { locale } = useFormat();
  return (
    <Typography component="span" variant="body2">
      {formatCalendarDate(locale, value)}
    </Typography>
  );
}

/** A number field of a record with the language's decimal mark and grouping. */
export function NumberValueField({ source }: FieldProps) {
  const value = useFieldValue({ source }) as number | null | undefined;
  const { number } = useFormat();
  return (
    <Typography component="span" variant="body2">
      {number(value)}
    </Typography>
  );
}
