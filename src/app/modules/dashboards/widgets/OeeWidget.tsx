import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { OEE_READ_MENUS } from '../../../../domain/equipment-stops/oee-readers.js';
import { useTranslate } from 'react-admin';
import { useAccessControl } from '../../../navigation/useAccessControl.js';
import { useUnitPeriod } from '../../analysis/useUnitPeriod.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { OeeCards } from '../../equipment-stops/stopping-chart/OeeCards.js';
import { periodOee } from '../../equipment-stops/stopping-chart/oee-period.js';
import { QueryStatus } from '../../equipment-stops/stopping-chart/QueryStatus.js';
import { fetchOeeSeries } from '../../equipment-stops/stopping-chart/stopping-chart-api.js';
import { useFrameOeeSetting, type OeeSettingRecord } from '../../equipment-stops/stopping-chart/useFrameOeeSetting.js';
import { useOeeTitles } from '../../equipment-stops/stopping-chart/useOeeTitles.js';
import { useWidgetRefresh } from '../modes/DashboardRefresh.js';
import { widgetLevel, widgetRange, type WidgetPeriod } from './widget-period.js';

/** A frame's OEE over the widget's period as four compact cards, for users who may read OEE figures. */
export function OeeWidget({ idFrame, period }: { idFrame: number; period: WidgetPeriod }) {
  const translate = useTranslate();
  const access = useAccessControl();
  if (!access.isAdmin && !access.loaded) return <LinearProgress />;
  if (!access.isAdmin && !OEE_READ_MENUS.some((menuId) => access.permissions[menuId]?.read === true))
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }} data-testid="oee-widget-forbidden">
        {translate('dashboards.widgets.oee.forbidden')}
      </Typography>
    );
  return <OeeWidgetOfFrame idFrame={idFrame} period={period} />;
}

/** The frame's OEE setting, then its cards read again every refresh delay of the dashboard. */
function OeeWidgetOfFrame({ idFrame, period }: { idFrame: number; period: WidgetPeriod }) {
  const translate = useTranslate();
  const setting = useFrameOeeSetting(idFrame);
  if (setting === undefined) return <LinearProgress />;
  if (setting === null)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }} data-testid="oee-widget-no-setting">
        {translate('dashboards.widgets.oee.noSetting')}
      </Typography>
    );
  return <OeeWidgetCards setting={setting} period={period} />;
}

function OeeWidgetCards({ setting, period }: { setting: OeeSettingRecord; period: WidgetPeriod }) {
  const translate = useTranslate();
  const { period: unitPeriod } = useUnitPeriod();
  const titleOf = useOeeTitles(setting);
  const level = widgetLevel(period);
  // The range is taken when loading, so each reload moves its end without blanking the cards.
  const key = `${setting.id_frame}|${period}|${level}|${JSON.stringify(unitPeriod)}`;
  const series = useAsyncData(key, () => fetchOeeSeries(setting.id_frame, widgetRange(period, Date.now(), unitPeriod), level));
  useWidgetRefresh(series);
  return (
    <Stack spacing={0.5} sx={{ p: 0.5 }} data-testid="oee-widget">
      <Typography variant="caption" color="text.secondary" noWrap>
        {translate(`resources.dashboard-widgets.enums.period.${period}`)}
      </Typography>
      <QueryStatus query={series} testId="oee-widget" emptyText={translate('stopCharts.oee.noData')} isEmpty={(buckets) => buckets.length === 0}>
        {(buckets) => (
          <Box>
            <OeeCards compact factors={periodOee(buckets, setting)} titleOf={titleOf} />
          </Box>
        )}
      </QueryStatus>
    </Stack>
  );
}
