import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'react-admin';
import type { OeeLevel } from '../../../../domain/equipment-stops/stop-model.js';
import type { TimeRange } from '../../analysis/series-types.js';
import { oneOf } from '../../analysis/kept-value-checks.js';
import { useElementWidth } from '../../analysis/useElementWidth.js';
import { useSessionState } from '../../analysis/useSessionState.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { useSelectedUnitId } from '../../logbook/useSelectedUnitId.js';
import { OeeCards } from './OeeCards.js';
import { OEE_LEVELS, OeeLevelSelect } from './OeeLevelSelect.js';
import { periodOee } from './oee-period.js';
import { OeeSeriesChart } from './OeeSeriesChart.js';
import { QueryStatus } from './QueryStatus.js';
import { fetchOeeSeries } from './stopping-chart-api.js';
import type { OeeSettingRecord } from './useFrameOeeSetting.js';
import { useOeeTitles } from './useOeeTitles.js';

const isOeeLevel = oneOf(OEE_LEVELS);

/** OEE of one frame over the period: the period's cards and the series by level (kept per unit, as the page's other choices). */
export function OeeSection({ setting, range }: { setting: OeeSettingRecord; range: TimeRange | null }) {
  const translate = useTranslate();
  const unitId = useSelectedUnitId();
  const [level, setLevel] = useSessionState<OeeLevel>(`plataforma.stopping-chart.oee-level.${unitId ?? 'none'}`, () => 'day', isOeeLevel);
  const [measure, width] = useElementWidth();
  const titleOf = useOeeTitles(setting);
  const key = range ? `${setting.id_frame}|${range.from}|${range.to}|${level}` : null;
  const series = useAsyncData(key, () => fetchOeeSeries(setting.id_frame, range!, level));
  return (
    <Stack spacing={1} data-testid="oee-section">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          {setting.title}
        </Typography>
        <OeeLevelSelect value={level} onChange={setLevel} />
      </Stack>
      <QueryStatus query={series} testId="oee" emptyText={translate('stopCharts.oee.noData')} isEmpty={(buckets) => buckets.length === 0}>
        {(buckets) => (
          <Stack spacing={1}>
            <OeeCards factors={periodOee(buckets, setting)} titleOf={titleOf} />
            <Box ref={measure} sx={{ overflowX: 'auto' }}>
              {width > 0 && <OeeSeriesChart buckets={buckets} titleOf={titleOf} width={Math.max(width, 320)} />}
            </Box>
          </Stack>
        )}
      </QueryStatus>
    </Stack>
  );
}

/** The frame has no OEE setting: where to make one. */
export function NoOeeSetting({ mayConfigure }: { mayConfigure: boolean }) {
  const translate = useTranslate();
  return (
    <Alert severity="info" data-testid="oee-missing">
      {translate('stopCharts.oee.missing')}{' '}
      {mayConfigure && (
        <Link component={RouterLink} to="/settings/oee">
          {translate('stopCharts.oee.configure')}
        </Link>
      )}
    </Alert>
  );
}
