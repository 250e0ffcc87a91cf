import { useState } from 'react';
import { Box, Card, CardContent, Stack } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useCan } from '../../navigation/useCan.js';
import { seriesLevels } from './levels.js';
import { FiltersCard } from './FiltersCard.js';
import { SaveShortcutDialog } from './SaveShortcutDialog.js';
import type { TimeRange } from './series-types.js';
import { SeriesStatus } from './SeriesStatus.js';
import { restoreShortcut, shortcutOf } from './shortcut-selection.js';
import { PeriodField, TagLevelFields } from './SelectionFields.js';
import { ShortcutMenu } from './ShortcutMenu.js';
import { TrendView, type TrendViewOptions } from './TrendView.js';
import { useAnalysisSelection } from './useAnalysisSelection.js';
import { useElementWidth } from './useElementWidth.js';
import { useShortcuts, type SavedShortcut } from './useShortcuts.js';
import { useTagColors } from './useTagColors.js';
import { useTrendQuery } from './useTrendQuery.js';
import { useUnitPeriod } from './useUnitPeriod.js';
import { useUnitTags } from '../../unit-data/useUnitTags.js';

/** `/analysis/analysis-process`: the trend of up to ten tags over a period, raw or consolidated. */
export default function AnalysisProcessPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { period, timezone } = useUnitPeriod();
  const unitTags = useUnitTags();
  const selection = useAnalysisSelection('process', seriesLevels, timezone);
  const can = useCan('analysis.analysis-process');
  const shortcuts = useShortcuts();
  const [saving, setSaving] = useState(false);
  const [viewOptions, setViewOptions] = useState<TrendViewOptions>({ view: 'chart', wantLine: true });
  const [measure, width] = useElementWidth();
  const colors = useTagColors(selection.tags);
  const { state, model, valid } = useTrendQuery(selection.tags, selection.range, selection.level, width, period, colors);

  const applyShortcut = (range: TimeRange, saved?: SavedShortcut) => {
    if (!saved) return selection.update({ range });
    const { tags, eventIds, missingTags } = restoreShortcut(saved, unitTags.tags);
    if (missingTags) notify('analysis.shortcuts.missingTags', { type: 'warning', messageArgs: { smart_count: missingTags } });
    selection.update({ range, tags, eventIds });
  };

  const missing = !selection.tags.length ? translate('analysis.notices.chooseTags') : !valid ? translate('analysis.period.invalid') : null;
  const empty = !model || model.series.every((series) => series.points.length === 0);

  return (
    <Stack spacing={1} sx={{ py: 1 }} data-testid="analysis-process">
      <Title title={translate('menu.analysis.analysis-process')} />
      <FiltersCard>
        <TagLevelFields selection={selection} levels={seriesLevels} unitTags={unitTags} colors={colors} />
        <PeriodField
          selection={selection}
          timezone={timezone}
          shortcuts={
            <ShortcutMenu
              timezone={timezone}
              onApply={applyShortcut}
              saved={shortcuts.available ? shortcuts.shortcuts : undefined}
              onSave={shortcuts.available && can('create') && valid && selection.tags.length ? () => setSaving(true) : undefined}
              onDelete={can('delete') ? (shortcut) => void shortcuts.remove(shortcut) : undefined}
            />
          }
        />
      </FiltersCard>
      <Card>
        <CardContent ref={measure}>
          <Box>
            <SeriesStatus state={state} missing={missing} empty={empty}>
              {model && valid && (
                <TrendView
                  model={model}
                  range={valid}
                  level={state.data?.[0]?.level ?? selection.level}
                  timezone={timezone}
                  width={width}
                  filePrefix="process-analysis"
                  options={viewOptions}
                  onOptionsChange={setViewOptions}
                />
              )}
            </SeriesStatus>
          </Box>
        </CardContent>
      </Card>
      <SaveShortcutDialog
        open={saving}
        tagCount={selection.tags.length}
        onClose={() => setSaving(false)}
        onSave={(description) => (valid ? shortcuts.save(shortcutOf(description, valid, selection.tags, selection.eventIds)) : Promise.resolve(false))}
      />
    </Stack>
  );
}
