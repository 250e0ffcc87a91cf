import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TimeRange } from '../../analysis/series-types.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { QueryStatus } from '../../equipment-stops/stopping-chart/QueryStatus.js';
import { CapabilityPanel } from '../shared/CapabilityPanel.js';
import { ControlChart } from '../shared/ControlChart.js';
import { CapabilityTrendChart } from './CapabilityTrendChart.js';
import { fetchCardChart } from './management-api.js';
import type { CardOverview } from './management-types.js';
import { ViolationsPanel } from './ViolationsPanel.js';

interface CardDetailProps {
  card: CardOverview;
  range: TimeRange;
  onChanged: () => void;
}

/** The chosen card over the period: its control chart, its capability per week and its violations. */
export function CardDetail({ card, range, onChanged }: CardDetailProps) {
  const translate = useTranslate();
  const chart = useAsyncData(JSON.stringify({ id: card.id_card, range }), () => fetchCardChart(card.id_card, range));
  return (
    <Card data-testid="spc-card-detail">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate('spcManagement.chart.title', { card: card.description ? `${card.code} – ${card.description}` : card.code })}
          </Typography>
          <QueryStatus
            query={chart}
            testId="spc-card-chart"
            emptyText={translate('spcManagement.chart.empty')}
            isEmpty={(answer) => answer.points.length === 0}
          >
            {(answer) => (
              <Stack spacing={2}>
                <ControlChart chart={answer} />
                <CapabilityPanel capability={answer.capability} chart={answer.chart} />
              </Stack>
            )}
          </QueryStatus>
          <CapabilityTrendChart weeks={card.capability} />
          <ViolationsPanel idCard={card.id_card} range={range} onChanged={onChanged} />
        </Stack>
      </CardContent>
    </Card>
  );
}
