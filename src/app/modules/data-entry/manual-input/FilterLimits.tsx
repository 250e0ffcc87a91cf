import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { EntryTag } from '../shared/entry-tag.js';
import { formatValue } from '../shared/format.js';

/** The tag's filter limits: values outside them are refused by the server. */
export function FilterLimits({ tag }: { tag: EntryTag }) {
  const translate = useTranslate();
  const [locale = 'en-US'] = useLocaleState();
  if (tag.filter_low === undefined && tag.filter_high === undefined) return null;
  const shown = (limit: number | undefined) => (limit === undefined ? '—' : formatValue(locale, limit, tag.decimals));
  return (
    <Typography variant="caption" color="text.secondary" data-testid="filter-limits">
      {translate('dataEntry.input.filterLimits', { low: shown(tag.filter_low), high: shown(tag.filter_high) })}
    </Typography>
  );
}
