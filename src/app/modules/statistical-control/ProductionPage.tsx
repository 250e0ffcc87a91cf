import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ApiError } from '../../api/api-error.js';
import { ErrorNotice } from '../../errors/ErrorNotice.js';
import { useFormat } from '../../format/useFormat.js';
import { ProductionCardTile } from './production/ProductionCardTile.js';
import { ProductionEmpty } from './production/ProductionEmpty.js';
import { useProductionFeed } from './production/useProductionFeed.js';

/** `/statistical-control/production`: the operator's grid of the unit's active cards, refreshed every 30 s. */
export default function ProductionPage() {
  const translate = useTranslate();
  const format = useFormat();
  const feed = useProductionFeed();
  const { answer } = feed;
  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="spc-production">
      <Title title={translate('menu.statistical-control.production')} />
      {feed.error !== undefined && (
        <ErrorNotice message={feed.error instanceof ApiError ? feed.error.messageKey : 'global.error.messages.fetchError'} onRetry={feed.reload} />
      )}
      {feed.loading && <LinearProgress data-testid="production-loading" />}
      {answer && (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }} data-testid="production-refreshed">
          {translate('spcProduction.refreshedAt', { time: format.instant(answer.refreshedAt, 'dateTimeSeconds') })}
        </Typography>
      )}
      {answer && answer.cards.length === 0 && <ProductionEmpty />}
      {answer && answer.cards.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 380px), 1fr))' }} data-testid="production-grid">
          {answer.cards.map((card) => (
            <ProductionCardTile key={card.id_card} card={card} pending={feed.highlights.pending.get(card.id_card) ?? []} onAcknowledge={feed.acknowledgeCard} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
