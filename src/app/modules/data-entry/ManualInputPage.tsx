import { useMemo, useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../format/useFormat.js';
import { useCan } from '../../navigation/useCan.js';
import { FilterLimits } from './manual-input/FilterLimits.js';
import { ManualTagPicker } from './manual-input/ManualTagPicker.js';
import { RecentValuesTable } from './manual-input/RecentValuesTable.js';
import { useManualInputForm } from './manual-input/useManualInputForm.js';
import { useRecentValues } from './manual-input/useRecentValues.js';
import { manualInputTags, type EntryTag } from './shared/entry-tag.js';
import { DataEntryPage } from './shared/DataEntryPage.js';
import { OverwriteDialog } from './shared/OverwriteDialog.js';
import { useEntryTags } from './shared/useEntryTags.js';

const shrunk = { inputLabel: { shrink: true } };

/** `/data-entry/manual-input`: one value of any manual or laboratory tag of the unit, at any time. */
export default function ManualInputPage() {
  const translate = useTranslate();
  const can = useCan();
  const format = useFormat();
  const timezone = format.timeZone;
  const { tags, loaded } = useEntryTags();
  const choices = useMemo(() => manualInputTags(tags), [tags]);
  const [tag, setTag] = useState<EntryTag | null>(null);
  const recent = useRecentValues(tag?.id_tag);
  const form = useManualInputForm(tag, timezone, recent.reload);
  const problem = (key: string | undefined) => (key ? translate(key, { _: key }) : undefined);
  const mayCreate = can('create');

  return (
    <DataEntryPage titleKey="dataEntry.input.title">
      {loaded && choices.length === 0 && <Alert severity="info">{translate('dataEntry.input.noTags')}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Box
          component="form"
          noValidate
          sx={{ width: { xs: '100%', md: 380 } }}
          onSubmit={(event) => {
            event.preventDefault();
            void form.save();
          }}
        >
          <Stack spacing={2}>
            <ManualTagPicker tags={choices} value={tag} onChange={setTag} error={problem(form.problems.tag)} />
            {tag && <FilterLimits tag={tag} />}
            <TextField
              type="datetime-local"
              label={translate('dataEntry.common.time')}
              value={form.when}
              onChange={(event) => form.setWhen(event.target.value)}
              error={form.problems.ts !== undefined}
              helperText={
                problem(form.problems.ts) ?? <span data-testid="input-time-zone">{translate('dataEntry.common.timeZone', { timezone: format.zone() })}</span>
              }
              slotProps={{ ...shrunk, htmlInput: { 'data-testid': 'input-time', step: 60 } }}
            />
            <TextField
              label={translate('dataEntry.common.value')}
              value={form.text}
              onChange={(event) => form.setText(event.target.value)}
              error={form.problems.value !== undefined}
              helperText={problem(form.problems.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'input-value' } }}
            />
            {form.refusals.length > 0 && (
              <Alert severity="warning" role="alert" data-testid="input-refused">
                {form.refusals.map((message, i) => (
                  <div key={i}>{message}</div>
                ))}
              </Alert>
            )}
            <Box>
              <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={form.saving || !mayCreate} data-testid="input-save">
                {translate(form.saving ? 'dataEntry.common.saving' : 'ra.action.save')}
              </Button>
            </Box>
            {!mayCreate && (
              <Typography variant="caption" color="text.secondary">
                {translate('dataEntry.common.readOnly')}
              </Typography>
            )}
          </Stack>
        </Box>
        {tag && (
          <Box sx={{ flex: 1, minWidth: 260, width: '100%' }}>
            <RecentValuesTable points={recent.points} loading={recent.loading} failed={recent.failed} decimals={tag.decimals} timezone={timezone} />
          </Box>
        )}
      </Stack>
      <OverwriteDialog
        existing={form.existing}
        decimalsOf={() => tag?.decimals}
        saving={form.saving}
        onConfirm={() => void form.confirmOverwrite()}
        onCancel={form.cancelOverwrite}
      />
    </DataEntryPage>
  );
}
