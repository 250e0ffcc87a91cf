import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useCan } from '../../../navigation/useCan.js';

const CARDS_SETTINGS = '/settings/statistical-control/cards';

/** The unit has no active cards: says so, and leads to the cards' settings when the user may create one. */
export function ProductionEmpty() {
  const translate = useTranslate();
  const mayCreate = useCan('settings.statistical-control.cards')('create');
  return (
    <Box sx={{ py: 6, textAlign: 'center' }} data-testid="production-empty">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('spcProduction.empty')}
      </Typography>
      {mayCreate && (
        <Button variant="outlined" component={Link} to={CARDS_SETTINGS} data-testid="production-create-card">
          {translate('spcProduction.createCard')}
        </Button>
      )}
    </Box>
  );
}
