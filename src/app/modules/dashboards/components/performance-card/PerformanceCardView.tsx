import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WidgetPeriod } from '../../../../../domain/dashboards/widget-period.js';
import type { PerformanceCardData } from '../../../../../domain/dashboards/components/data/performance-card.js';
import { OeeCards } from '../../../equipment-stops/stopping-chart/OeeCards.js';
import { useOeeTitles } from '../../../equipment-stops/stopping-chart/useOeeTitles.js';
import type { ComponentRendererProps } from '../component-view.js';

export interface PerformanceCardOptions {
  id_frame: number;
  period: WidgetPeriod;
}

/** A frame's OEE and its three factors over the widget's period, as four compact cards. */
export function PerformanceCardView({ options, data }: ComponentRendererProps<PerformanceCardOptions, PerformanceCardData>) {
  const translate = useTranslate();
  const titleOf = useOeeTitles({
    title: data.titles.title,
    availability_title: data.titles.availability,
    performance_title: data.titles.performance,
    quality_title: data.titles.quality,
  });
  return (
    <Stack spacing={0.5} sx={{ p: 0.5 }} data-testid="performance-card">
      <Typography variant="caption" color="text.secondary" noWrap>
        {translate(`dashboards.periods.${options.period}`)}
      </Typography>
      {data.hasSetting ? (
        <OeeCards compact factors={data.factors} titleOf={titleOf} />
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="performance-card-no-setting">
          {translate('dashboards.widgets.oee.noSetting')}
        </Typography>
      )}
    </Stack>
  );
}
