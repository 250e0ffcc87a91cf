import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../../api/api-error.js';
import { ErrorNotice } from '../../../errors/ErrorNotice.js';
import { useFormat } from '../../../format/useFormat.js';
import { ProductionCardTile } from './ProductionCardTile.js';
import { ProductionEmpty } from './ProductionEmpty.js';
import { PRODUCTION_REFRESH_MS, useProductionFeed } from './useProductionFeed.js';

/** The grid of the unit's active cards, asked again every `refreshMs` while the tab is shown. */
export function ProductionView({ refreshMs = PRODUCTION_REFRESH_MS }: { refreshMs?: number }) {
  const translate = useTranslate();
  const format = useFormat();
  const feed = useProductionFeed(refreshMs);
  const { answer } = feed;
  return (
    <Stack spacing={1}>
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
