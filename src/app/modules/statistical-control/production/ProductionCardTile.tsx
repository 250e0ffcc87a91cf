import { Box, Button, Card, CardContent, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../format/useFormat.js';
import { ControlChart } from '../shared/ControlChart.js';
import { summarizeCard, type CardState } from './card-state.js';
import { pendingPoints, pendingRules } from './new-violations.js';
import type { ProductionCard, ProductionViolation } from './production-types.js';

const pulse = keyframes`
  0%, 100% { box-shadow: 0 0 0 0 rgba(211, 47, 47, 0.7); }
  50% { box-shadow: 0 0 0 6px rgba(211, 47, 47, 0); }
`;

const stateColor: Record<CardState, 'default' | 'error' | 'success'> = { noData: 'default', outOfControl: 'error', inControl: 'success' };

interface ProductionCardTileProps {
  card: ProductionCard;
  /** Violations new since an earlier refresh, not yet acknowledged. */
  pending: readonly ProductionViolation[];
  onAcknowledge: (idCard: number) => void;
}

/** One card of the operator's grid: code, tag, latest value and state over its compact chart; a new violation pulses until clicked. */
export function ProductionCardTile({ card, pending, onAcknowledge }: ProductionCardTileProps) {
  const translate = useTranslate();
  const format = useFormat();
  const { latest, state, open } = summarizeCard(card);
  const isNew = pending.length > 0;
  const testId = `production-card-${card.code}`;
  return (
    <Card
      variant="outlined"
      data-testid={testId}
      data-new={isNew}
      onClick={isNew ? () => onAcknowledge(card.id_card) : undefined}
      sx={{
        height: '100%',
        cursor: isNew ? 'pointer' : undefined,
        borderWidth: 2,
        borderColor: isNew ? 'error.main' : 'divider',
        animation: isNew ? `${pulse} 1.5s ease-in-out infinite` : undefined,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <CardContent sx={{ pb: '8px !important' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Tooltip title={card.description ?? ''}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {card.code}
            </Typography>
          </Tooltip>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {card.tag_code} · {translate(`spc.charts.${card.chart.chart}`)}
          </Typography>
          <Chip size="small" color={stateColor[state]} label={translate(`spcProduction.state.${state}`)} data-testid={`${testId}-state`} />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="span" data-testid={`${testId}-latest`}>
            {latest ? format.number(latest.value, { maxDecimals: 3 }) : '—'}
          </Typography>
          {latest && (
            <Typography variant="caption" color="text.secondary">
              {format.instant(latest.t, 'dateTime')}
            </Typography>
          )}
          {open > 0 && (
            <Typography variant="caption" color="error" sx={{ ml: 'auto' }}>
              {translate('spcProduction.open', { smart_count: open })}
            </Typography>
          )}
        </Stack>
        {isNew && (
          <Box data-testid={`${testId}-new`} sx={{ mt: 0.5 }}>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="caption" color="error" sx={{ fontWeight: 600 }}>
                {translate('spcProduction.newViolation', { smart_count: pending.length })}
              </Typography>
              {pendingRules(pending).map((rule) => (
                <Chip
                  key={rule}
                  size="small"
                  color="error"
                  variant="outlined"
                  label={`${translate(`spc.rules.short.${rule}`)} · ${translate(`spc.rules.name.${rule}`)}`}
                />
              ))}
              <Button size="small" sx={{ ml: 'auto' }} data-testid={`${testId}-acknowledge`}>
                {translate('spcProduction.acknowledge')}
              </Button>
            </Stack>
          </Box>
        )}
        <ControlChart chart={card.chart} compact height={180} highlight={pendingPoints(card.chart.points, pending)} />
      </CardContent>
    </Card>
  );
}
