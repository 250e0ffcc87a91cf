import { useMemo } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useTypedDataProvider, type RecordOf } from '../../../../data/typed-data-provider.js';
import { useUnitTags } from '../../../../unit-data/useUnitTags.js';
import { useDashboardImageUrl } from '../../components/static-image/useDashboardImageUrl.js';
import { useEditorWrite } from '../../editor/useEditorWrite.js';
import type { HmiReading } from './hmi-data-api.js';
import type { HmiPoint } from '../../../../../domain/dashboards/hmi-points.js';
import { HmiPicture } from './HmiPicture.js';
import { HmiPictureUpload } from './HmiPictureUpload.js';
import { HmiPointList } from './HmiPointList.js';
import { HmiTagAdder } from './HmiTagAdder.js';
import { HMI_MAX_POINTS, useHmiDraft } from './useHmiDraft.js';

export interface HmiEditorProps {
  tab: RecordOf<'dashboard-tabs'>;
  points: readonly HmiPoint[];
  readings: readonly HmiReading[];
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * "Edit picture": upload the process picture, add a point per tag, drag each label to its vessel (or move it with
 * the arrow keys), set its decimals and unit, then save the tab (`GDV/entities/VISAO_ABA` update; the server checks
 * the points and their tags, and answers each refusal under its point).
 */
export function HmiEditor({ tab, points, readings, onSaved, onCancel }: HmiEditorProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useTypedDataProvider();
  const unitTags = useUnitTags();
  const editor = useHmiDraft({ image: tab.hmi_image ?? null, points: [...points] });
  const { draft } = editor;
  const picture = useDashboardImageUrl(draft.image);
  // Codes of the tags on the picture (their readings), and of every tag of the unit for points added now.
  const codes = useMemo(
    () =>
      new Map([
        ...readings.flatMap((reading) => (reading.code ? [[reading.id_tag, reading.code] as const] : [])),
        ...unitTags.tags.map((tag) => [Number(tag.id_tag), tag.code] as const),
      ]),
    [readings, unitTags.tags],
  );
  // Readings follow their tag while points are added, removed or moved in the draft.
  const aligned = useMemo(() => {
    const byTag = new Map(readings.map((reading) => [reading.id_tag, reading]));
    return draft.points.map((point) => byTag.get(point.id_tag));
  }, [readings, draft.points]);
  const { saving, problem, run } = useEditorWrite('global.error.messages.editError');

  const save = async () => {
    await run(async () => {
      await dataProvider.update('dashboard-tabs', { id: tab.id, data: { hmi_image: draft.image ?? undefined, hmi_points: draft.points }, previousData: tab });
      notify('dashboards.types.hmi.editor.saved', { type: 'success' });
      onSaved();
    });
  };

  return (
    <Stack spacing={1} data-testid="hmi-editor">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <HmiPictureUpload hasPicture={draft.image !== null} onUploaded={editor.setImage} />
        <HmiTagAdder
          tags={unitTags.tags}
          loading={!unitTags.loaded}
          onOpen={unitTags.refresh}
          disabled={draft.points.length >= HMI_MAX_POINTS}
          onAdd={editor.add}
        />
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
          <Button variant="contained" size="small" disabled={saving} onClick={() => void save()}>
            {translate('dashboards.types.hmi.editor.save')}
          </Button>
          <Button size="small" disabled={saving} onClick={onCancel}>
            {translate('dashboards.types.hmi.editor.cancel')}
          </Button>
        </Box>
      </Box>
      <Alert severity="info">{translate('dashboards.types.hmi.editor.dragHint', { max: HMI_MAX_POINTS })}</Alert>
      {problem && <Alert severity="error">{problem.message}</Alert>}
      <HmiPicture imageUrl={picture.url} points={draft.points} readings={aligned} codes={codes} onMove={editor.move} />
      <HmiPointList points={draft.points} codes={codes} problems={problem?.fields ?? {}} onChange={editor.change} onRemove={editor.remove} />
    </Stack>
  );
}
