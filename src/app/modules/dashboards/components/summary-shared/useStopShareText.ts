import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { StopShare } from '../../../../../domain/dashboards/components/data/stop-shares.js';
import type { LossCategory } from '../../../../../domain/equipment-stops/stop-model.js';
import { useFormat } from '../../../../format/useFormat.js';
import { useDurationText } from '../event-shared/useDurationText.js';

/** How the treemap and the pie name a part of the stop time, colour it and describe it in words. */
export function useStopShareText() {
  const translate = useTranslate();
  const { palette } = useTheme();
  const { number } = useFormat();
  const duration = useDurationText();
  return useMemo(() => {
    const categoryColors: Record<LossCategory, string> = {
      planned: palette.info.main,
      availability: palette.error.main,
      performance: palette.warning.main,
      quality: palette.secondary.main,
    };
    const label = (item: StopShare) =>
      item.category
        ? translate(`resources.motives.enums.loss_category.${item.category}`)
        : (item.label ?? translate('dashboards.components.summaries.noMotive'));
    const color = (item: StopShare) => item.color ?? (item.category ? categoryColors[item.category] : palette.grey[500]);
    const share = (item: StopShare) => number(item.share, { decimals: 1 });
    const describe = (item: StopShare) =>
      translate('dashboards.components.treemap.tile', { label: label(item), duration: duration(item.durationMs), share: share(item) });
    return { label, color, share, duration, describe };
  }, [translate, palette, number, duration]);
}
