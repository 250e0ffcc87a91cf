import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useCan } from '../../navigation/useCan.js';
import { PeriodPicker } from '../analysis/PeriodPicker.js';
import { ShortcutMenu } from '../analysis/ShortcutMenu.js';
import { useUnitPeriod } from '../analysis/useUnitPeriod.js';
import { useAsyncData } from '../data-entry/shared/useAsyncData.js';
import { FramePicker } from './shared/FramePicker.js';
import { DimensionToggle } from './stopping-chart/DimensionToggle.js';
import { DrillDownPanel } from './stopping-chart/DrillDownPanel.js';
import { NoOeeSetting, OeeSection } from './stopping-chart/OeeSection.js';
import { ParetoView } from './stopping-chart/ParetoView.js';
import { QueryStatus } from './stopping-chart/QueryStatus.js';
import { fetchPareto } from './stopping-chart/stopping-chart-api.js';
import { useFrameOeeSetting } from './stopping-chart/useFrameOeeSetting.js';
import { useStoppingChartSelection } from './stopping-chart/useStoppingChartSelection.js';

/** `/equipment-management/stopping-chart`: the pareto of stop time by motive or group, its stops, and the frame's OEE. */
export default function StoppingChartPage() {
  const translate = useTranslate();
  const { timezone } = useUnitPeriod();
  const selection = useStoppingChartSelection(timezone);
  const { idFrame, valid, by, target } = selection;
  const pareto = useAsyncData(valid ? `${idFrame}|${valid.from}|${valid.to}|${by}` : null, () => fetchPareto({ idFrame, range: valid!, by }));
  const oeeSetting = useFrameOeeSetting(idFrame);
  const mayConfigureOee = useCan('settings.oee')('read');

  return (
    <Stack spacing={1} sx={{ py: 1, contain: 'inline-size' }} data-testid="stopping-chart">
      <Title title={translate('menu.equipment-management.stopping-chart')} />
      <Card>
        <CardContent sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', pb: '8px !important' }}>
          <FramePicker value={idFrame} onChange={selection.setFrame} />
          <PeriodPicker
            range={selection.range}
            onChange={selection.setRange}
            timezone={timezone}
            shortcuts={<ShortcutMenu timezone={timezone} onApply={selection.setRange} />}
          />
          <DimensionToggle value={by} onChange={selection.setBy} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          {!valid && <Typography color="text.secondary">{translate('analysis.period.invalid')}</Typography>}
          <QueryStatus query={pareto} testId="pareto" emptyText={translate('stopCharts.empty')} isEmpty={(answer) => answer.rows.length === 0}>
            {(answer) => (
              <ParetoView
                answer={answer}
                selectedId={target ? (target.key === null ? 'none' : String(target.key)) : undefined}
                onSelect={(bar) => selection.setTarget({ by, key: bar.key, label: bar.label })}
              />
            )}
          </QueryStatus>
        </CardContent>
      </Card>
      {target && valid && (
        <Card>
          <CardContent>
            <DrillDownPanel target={target} idFrame={idFrame} range={valid} />
          </CardContent>
        </Card>
      )}
      {idFrame !== null && oeeSetting !== undefined && (
        <Card>
          <CardContent>{oeeSetting ? <OeeSection setting={oeeSetting} range={valid} /> : <NoOeeSetting mayConfigure={mayConfigureOee} />}</CardContent>
        </Card>
      )}
    </Stack>
  );
}
