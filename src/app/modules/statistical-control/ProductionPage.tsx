import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ProductionView } from './production/ProductionView.js';

/** `/statistical-control/production`: the operator's grid of the unit's active cards, refreshed every 30 s. */
export default function ProductionPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 1 }} data-testid="spc-production">
      <Title title={translate('menu.statistical-control.production')} />
      <ProductionView />
    </Box>
  );
}
