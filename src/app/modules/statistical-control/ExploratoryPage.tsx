import { useMemo, useState } from 'react';
import { Button, Card, CardContent, Stack } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Title, useTranslate } from 'react-admin';
import { getSelectedUnit } from '../../auth/session-store.js';
import { useSessionValue } from '../../auth/useSessionValue.js';
import { useCan } from '../../navigation/useCan.js';
import { shortcutRange } from '../analysis/period-shortcuts.js';
import { pointsForWidth } from '../analysis/series-query.js';
import { useDebouncedValue } from '../analysis/useDebouncedValue.js';
import { useElementWidth } from '../analysis/useElementWidth.js';
import { useUnitPeriod } from '../analysis/useUnitPeriod.js';
import { useAsyncData } from '../data-entry/shared/useAsyncData.js';
import { chartRefusal } from './exploratory/chart-refusal.js';
import { ChartStatus } from './exploratory/ChartStatus.js';
import { fetchSpcTags, fetchTagChart } from './exploratory/exploratory-api.js';
import { choiceProblems, initialChoice, tagChartBody, type ExploratoryChoice } from './exploratory/exploratory-choice.js';
import { ExploratoryNoTags, ExploratoryNotice } from './exploratory/ExploratoryEmpty.js';
import { ExploratoryFilters } from './exploratory/ExploratoryFilters.js';
import { ExploratoryResult } from './exploratory/ExploratoryResult.js';
import { SaveCardDialog } from './exploratory/SaveCardDialog.js';

/** Typing a size or K does not ask for a chart per key. */
const settleMs = 400;

/** `/statistical-control/exploratory`: the control chart of any SPC tag of the unit over a period, saved as a card when it is worth watching. */
export default function ExploratoryPage() {
  const translate = useTranslate();
  const { timezone } = useUnitPeriod();
  const mayCreateCards = useCan('settings.statistical-control.cards')('create');
  const [choice, setChoice] = useState<ExploratoryChoice>(() => initialChoice(shortcutRange('last7d', Date.now(), timezone)));
  const [saving, setSaving] = useState(false);
  // Another unit has other rule sets, so other tags.
  const unit = useSessionValue(getSelectedUnit);
  const tags = useAsyncData(`spc-tags|${unit?.id_elemento ?? ''}`, fetchSpcTags);
  const [ref, width] = useElementWidth();
  const settled = useDebouncedValue(choice, settleMs);
  const body = width > 0 ? tagChartBody(settled, pointsForWidth(width)) : null;
  const chart = useAsyncData(body ? JSON.stringify(body) : null, () => fetchTagChart(body!));
  const refusal = chartRefusal(chart.error);
  // A missing tag is told by the empty result, not as an error under the field.
  const problems = useMemo(() => {
    const { idTag: _, ...own } = choiceProblems(choice);
    return { ...refusal?.fields, ...own };
  }, [choice, refusal]);
  const tag = tags.data?.find((item) => item.id_tag === choice.idTag);
  const noTags = tags.data !== undefined && tags.data.length === 0;
  const drawn = chart.data && settled === choice ? chart.data : undefined;

  return (
    <Stack spacing={1} sx={{ py: 1, contain: 'inline-size' }} data-testid="spc-exploratory">
      <Title title={translate('menu.statistical-control.exploratory')} />
      <ExploratoryFilters
        choice={choice}
        onChange={setChoice}
        tags={tags.data ?? []}
        tagsLoading={tags.loading}
        problems={problems}
        timezone={timezone}
        actions={
          mayCreateCards && (
            <Button
              variant="outlined"
              startIcon={<SaveOutlinedIcon />}
              onClick={() => setSaving(true)}
              disabled={!drawn || !tag}
              data-testid="spc-save-card"
              sx={{ mt: 1 }}
            >
              {translate('spcExploratory.save.button')}
            </Button>
          )
        }
      />
      <Card>
        <CardContent ref={ref}>
          {noTags ? (
            <ExploratoryNoTags />
          ) : (
            <>
              <ChartStatus error={chart.error} refusal={refusal} loading={chart.loading || (body !== null && settled !== choice)} reload={chart.reload} />
              {tags.error !== undefined && <ChartStatus error={tags.error} refusal={null} loading={false} reload={tags.reload} />}
              {choice.idTag === null && <ExploratoryNotice text={translate('spcExploratory.empty.chooseTag')} testId="spc-choose-tag" />}
              {chart.data && chart.data.points.length === 0 && <ExploratoryNotice text={translate('spcExploratory.empty.noValues')} testId="spc-no-values" />}
              {chart.data && chart.data.points.length > 0 && choice.idTag !== null && <ExploratoryResult chart={chart.data} tag={tag} />}
            </>
          )}
        </CardContent>
      </Card>
      {saving && tag && choice.idTag !== null && <SaveCardDialog choice={{ ...choice, idTag: choice.idTag }} tag={tag} onClose={() => setSaving(false)} />}
    </Stack>
  );
}
