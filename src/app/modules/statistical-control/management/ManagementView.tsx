import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PeriodPicker } from '../../analysis/PeriodPicker.js';
import { isValidRange } from '../../analysis/period-shortcuts.js';
import { ShortcutMenu } from '../../analysis/ShortcutMenu.js';
import { useUnitPeriod } from '../../analysis/useUnitPeriod.js';
import { useAsyncData } from '../../data-entry/shared/useAsyncData.js';
import { QueryStatus } from '../../equipment-stops/stopping-chart/QueryStatus.js';
import { CardDetail } from './CardDetail.js';
import { fetchOverview } from './management-api.js';
import { OverviewTable } from './OverviewTable.js';
import { periodProblem } from './period-problem.js';
import { useManagementChoice } from './useManagementChoice.js';

/** Every card's state, violations and Cpk over a period; the chosen card's chart, capability trend and violations to treat. */
export function ManagementView() {
  const translate = useTranslate();
  const { timezone } = useUnitPeriod();
  const { range, setRange, selected, setSelected } = useManagementChoice(timezone);
  const valid = isValidRange(range) ? range : null;
  const overview = useAsyncData(valid && JSON.stringify(valid), () => fetchOverview(valid!));
  const card = overview.data?.cards.find((item) => item.id_card === selected);
  const refusedPeriod = periodProblem(overview.error);

  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="spc-management">
      <Card>
        <CardContent sx={{ pb: '8px !important' }}>
          <PeriodPicker range={range} onChange={setRange} timezone={timezone} shortcuts={<ShortcutMenu timezone={timezone} onApply={setRange} />} />
          {refusedPeriod && (
            <Alert severity="warning" sx={{ mt: 1 }} data-testid="management-period-problem">
              {translate(refusedPeriod.key, { _: refusedPeriod.key, ...refusedPeriod.args })}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {translate('spcManagement.overview.title')}
          </Typography>
          {!valid && <Typography color="text.secondary">{translate('analysis.period.invalid')}</Typography>}
          <QueryStatus
            query={overview}
            testId="spc-overview"
            emptyText={translate('spcManagement.overview.empty')}
            isEmpty={(answer) => answer.cards.length === 0}
          >
            {(answer) => <OverviewTable cards={answer.cards} selected={selected} onSelect={setSelected} />}
          </QueryStatus>
          {overview.data && overview.data.cards.length > 0 && !card && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('spcManagement.chooseCard')}
            </Typography>
          )}
        </CardContent>
      </Card>
      {card && valid && <CardDetail key={card.id_card} card={card} range={valid} onChanged={overview.reload} />}
    </Stack>
  );
}
