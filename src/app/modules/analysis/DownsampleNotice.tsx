import { Alert } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatNumber } from '../../../domain/format/index.js';
import type { TagSeries } from './series-types.js';

/** Says which series the server reduced to the chart's width, and how many points they had. */
export function DownsampleNotice({ series }: { series: readonly TagSeries[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (!series.length) return null;
  return (
    <Alert severity="info" data-testid="downsampled-notice" sx={{ py: 0 }}>
      {translate('analysis.notices.downsampled', {
        smart_count: series.length,
        details: series
          .map((item) =>
            translate('analysis.notices.downsampledTag', {
              code: item.code,
              shown: formatNumber(locale, item.points.length),
              total: formatNumber(locale, item.total),
            }),
          )
          .join('; '),
      })}
    </Alert>
  );
}
