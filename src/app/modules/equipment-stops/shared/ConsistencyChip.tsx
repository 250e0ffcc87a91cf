import { Chip, Stack, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StopConsistency } from '../../../../domain/equipment-stops/stop-model.js';

export const consistencyColors: Record<StopConsistency, ChipProps['color']> = {
  notApproved: 'default',
  approved: 'success',
  integrating: 'info',
  integrated: 'primary',
  integrationError: 'error',
};

interface ConsistencyChipProps {
  consistency: StopConsistency;
  /** Reproved by an approver: shown beside the state until the stop is edited. */
  reproved?: boolean;
}

/** A stop's approval and integration state, and its reproved mark. */
export function ConsistencyChip({ consistency, reproved = false }: ConsistencyChipProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={consistencyColors[consistency]}
        label={translate(`equipmentStops.consistency.${consistency}`)}
        data-testid={`stop-consistency-${consistency}`}
      />
      {reproved && <Chip size="small" color="warning" variant="outlined" label={translate('stopApproval.shared.reproved')} data-testid="stop-reproved" />}
    </Stack>
  );
}
