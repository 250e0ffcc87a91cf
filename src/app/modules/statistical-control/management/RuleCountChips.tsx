import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CardOverview } from './management-types.js';
import { ruleCounts } from './rule-counts.js';

/** A chip per violated rule with its count ("R1 3"); the rule's name on hover. */
export function RuleCountChips({ violations, testId }: { violations: CardOverview['violations']; testId: string }) {
  const translate = useTranslate();
  const counts = ruleCounts(violations);
  if (counts.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        {translate('spcManagement.overview.none')}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid={testId}>
      {counts.map(({ rule, count }) => (
        <Tooltip key={rule} title={translate('spcManagement.overview.ruleCount', { rule: translate(`spc.rules.name.${rule}`), smart_count: count })}>
          <Chip size="small" color={rule === 0 ? 'error' : 'warning'} variant="outlined" label={`${translate(`spc.rules.short.${rule}`)} ${count}`} />
        </Tooltip>
      ))}
    </Stack>
  );
}
