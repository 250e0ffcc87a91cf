import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import type { CardChart } from './card-chart-type.js';
import { ruleCounts } from './control-chart-rows.js';

interface RuleLegendProps {
  violations: CardChart['violations'];
  /** The rule chosen to highlight its points; clicking it again clears it. */
  selected?: number | null;
  onSelect?: (rule: number | null) => void;
}

/** One chip per rule run, with how many points violate it; the rule's name on hover. */
export function RuleLegend({ violations, selected = null, onSelect }: RuleLegendProps) {
  const translate = useTranslate();
  const format = useFormat();
  const counts = ruleCounts(violations);
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="rule-legend">
      <Typography variant="subtitle2">{translate('spcCharts.rules.title')}</Typography>
      {counts.every((item) => item.count === 0) && (
        <Typography variant="body2" color="text.secondary">
          {translate('spcCharts.rules.none')}
        </Typography>
      )}
      {counts.map(({ rule, count }) => (
        <Tooltip key={rule} title={translate(`spc.rules.name.${rule}`)}>
          <Chip
            size="small"
            data-testid={`rule-chip-${rule}`}
            label={translate('spcCharts.rules.count', { short: translate(`spc.rules.short.${rule}`), n: format.number(count) })}
            color={count > 0 ? 'error' : 'default'}
            variant={selected === rule ? 'filled' : 'outlined'}
            onClick={onSelect && count > 0 ? () => onSelect(selected === rule ? null : rule) : undefined}
          />
        </Tooltip>
      ))}
    </Stack>
  );
}
