import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import type { EntryTag } from '../shared/entry-tag.js';

/** The tag's filter limits: values outside them are refused by the server. */
export function FilterLimits({ tag }: { tag: EntryTag }) {
  const translate = useTranslate();
  const { number } = useFormat();
  if (tag.filter_low === undefined && tag.filter_high === undefined) return null;
  const shown = (limit: number | undefined) => (limit === undefined ? '—' : number(limit, { maxDecimals: tag.decimals }));
  return (
    <Typography variant="caption" color="text.secondary" data-testid="filter-limits">
      {translate('dataEntry.input.filterLimits', { low: shown(tag.filter_low), high: shown(tag.filter_high) })}
    </Typography>
  );
}
