import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StopStatus } from '../../../../domain/equipment-stops/stop-model.js';

const colors: Record<StopStatus, ChipProps['color']> = { open: 'warning', finished: 'default', annulled: 'error' };

/** A stop's state: open, finished or annulled. */
export function StopStatusChip({ status }: { status: StopStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={colors[status]}
      variant={status === 'annulled' ? 'outlined' : 'filled'}
      label={translate(`equipmentStops.status.${status}`)}
      data-testid={`stop-status-${status}`}
    />
  );
}
