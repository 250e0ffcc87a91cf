import { useMemo, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { ErrorNotice } from '../../errors/ErrorNotice.js';
import { useCan } from '../../navigation/useCan.js';
import { usePeriod } from '../../unit-data/usePeriod.js';
import { CollectAlert } from './collector/CollectAlert.js';
import { CollectFilters } from './collector/CollectFilters.js';
import { CollectValuesTable } from './collector/CollectValuesTable.js';
import { collectRows } from './collector/collect-rows.js';
import { finestFrequency } from './collector/collect-slots.js';
import { useCollectForm } from './collector/useCollectForm.js';
import { useCollectGroups } from './collector/useCollectGroups.js';
import { useCollectSettings } from './collector/useCollectSettings.js';
import { useCollectSlot } from './collector/useCollectSlot.js';
import { useLastValues } from './collector/useLastValues.js';
import { DataEntryPage } from './shared/DataEntryPage.js';
import { OverwriteDialog } from './shared/OverwriteDialog.js';
import { unitTimeZone } from './shared/unit-time.js';
import { useMeasurementUnits } from './shared/useMeasurementUnits.js';
import { useEntryTags } from './shared/useEntryTags.js';

const noTags: number[] = [];

/** `/data-entry/manual-collector`: a value per tag of a manual collection group, for one time slot. */
export default function ManualCollectorPage() {
  const translate = useTranslate();
  const can = useCan();
  const period = usePeriod();
  const timezone = unitTimeZone(period);
  const { groups, isPending, error, refetch } = useCollectGroups();
  const [chosenGroup, setChosenGroup] = useState<number>();
  const group = groups.find((candidate) => candidate.id_tag_group === chosenGroup) ?? groups[0];
  const tagIds = group?.tags ?? noTags;
  const { byId, loaded: tagsLoaded } = useEntryTags();
  const settings = useCollectSettings(tagIds);
  const rows = useMemo(() => collectRows(tagIds, byId, settings), [tagIds, byId, settings]);
  const frequency = finestFrequency(rows.map((row) => row.frequency));
  const slot = useCollectSlot(frequency, period, group?.id_tag_group);
  const lastValues = useLastValues(tagIds);
  const units = useMeasurementUnits(rows.map((row) => row.tag.id_unit_measurement));
  const form = useCollectForm(group?.id_tag_group, rows, slot.slot?.start, byId, lastValues.reload);
  const mayCreate = can('create');

  const body = () => {
    if (error) return <ErrorNotice message={(error as Error).message ?? 'global.error.messages.fetchError'} onRetry={() => void refetch()} />;
    if (isPending) return <LinearProgress />;
    if (groups.length === 0) return <Alert severity="info">{translate('dataEntry.collect.noGroups')}</Alert>;
    return (
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.save();
        }}
      >
        <Stack spacing={2}>
          <CollectFilters
            groups={groups}
            groupId={group?.id_tag_group}
            onGroup={setChosenGroup}
            date={slot.date}
            onDate={slot.setDate}
            frequency={frequency}
            slots={slot.slots}
            slot={slot.slot}
            onSlot={slot.setStart}
            timezone={timezone}
          />
          <CollectAlert alert={form.alert} />
          {lastValues.failed && <Alert severity="warning">{translate('dataEntry.common.lastValuesFailed')}</Alert>}
          {!tagsLoaded ? (
            <LinearProgress />
          ) : rows.length === 0 ? (
            <Alert severity="info">{translate('dataEntry.collect.noTags')}</Alert>
          ) : (
            <CollectValuesTable
              rows={rows}
              units={units}
              last={lastValues.last}
              inputs={form.inputs}
              problems={form.problems}
              onInput={form.setInput}
              timezone={timezone}
              disabled={form.saving || !mayCreate}
            />
          )}
          <Stack direction="row" spacing={2} alignItems="center">
            <Button
              type="submit"
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={form.saving || !mayCreate || rows.length === 0}
              data-testid="collect-save"
            >
              {translate(form.saving ? 'dataEntry.common.saving' : 'ra.action.save')}
            </Button>
            {!mayCreate && (
              <Typography variant="caption" color="text.secondary">
                {translate('dataEntry.common.readOnly')}
              </Typography>
            )}
          </Stack>
        </Stack>
      </Box>
    );
  };

  return (
    <DataEntryPage titleKey="dataEntry.collect.title">
      {body()}
      <OverwriteDialog
        existing={form.existing}
        decimalsOf={(id) => byId.get(id)?.decimals}
        saving={form.saving}
        onConfirm={() => void form.confirmOverwrite()}
        onCancel={form.cancelOverwrite}
      />
    </DataEntryPage>
  );
}
