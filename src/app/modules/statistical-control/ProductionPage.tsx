import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSelectedUnitId } from '../logbook/useSelectedUnitId.js';
import { ProductionView } from './production/ProductionView.js';

/** `/statistical-control/production`: the operator's grid of the selected unit's active cards, refreshed every 30 s; another unit starts over. */
export default function ProductionPage() {
  const translate = useTranslate();
  const unitId = useSelectedUnitId();
  return (
    <Box sx={{ py: 1 }} data-testid="spc-production">
      <Title title={translate('menu.statistical-control.production')} />
      <ProductionView key={unitId ?? 'none'} />
    </Box>
  );
}
