import { useMemo, useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle, FormHelperText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ComplementaryType } from '../../../../generated/types.js';
import { SchemaForm, type FormValue } from '../../../components/schema-form/index.js';
import type { NewStop } from '../shared/stops-api.js';
import type { MotiveOption } from './allowed-motives.js';
import { stopFormSchema, stopFormValue } from './complements-schema.js';
import { MotivePicker } from './MotivePicker.js';
import { StopTimesFields, useStopTimes } from './StopTimesFields.js';

interface AddStopDialogProps {
  idFrame: number;
  frameLabel: string;
  motives: readonly MotiveOption[];
  types: readonly ComplementaryType[];
  /** The frame refuses a manual stop without a motive. */
  motiveRequired: boolean;
  onClose: () => void;
  /** The server's field errors (translated) by field, or null when it was created. */
  onCreate: (stop: NewStop) => Promise<Record<string, string> | null>;
}

/** A stop recorded by hand: start, end or still stopped, motive, comment and complementary fields. */
export function AddStopDialog({ idFrame, frameLabel, motives, types, motiveRequired, onClose, onCreate }: AddStopDialogProps) {
  const translate = useTranslate();
  const [openedAt] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  const times = useStopTimes(openedAt - 600_000, openedAt);
  const [idMotive, setMotive] = useState<number | null>(null);
  const [value, setValue] = useState<FormValue>({});
  const [busy, setBusy] = useState(false);
  const { schema, uiSchema } = useMemo(() => stopFormSchema(types, translate('stoppingPoint.details.comment')), [types, translate]);

  const create = async (form: FormValue) => {
    const read = times.read();
    if (!read) return;
    if (motiveRequired && idMotive === null) {
      times.setErrors({ id_motive: translate('equipmentStops.errors.motiveRequired') });
      return;
    }
    setBusy(true);
    const refused = await onCreate({
      id_frame: idFrame,
      ...read,
      id_motive: idMotive,
      ...stopFormValue(form),
    });
    setBusy(false);
    if (refused === null) onClose();
    else times.setErrors(refused);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="add-stop-dialog">
      <DialogTitle>{translate('stoppingPoint.add.title', { frame: frameLabel })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <StopTimesFields times={times} />
          <MotivePicker
            options={motives}
            value={idMotive}
            onChange={setMotive}
            label={`${translate('stoppingPoint.columns.motive')}${motiveRequired ? ' *' : ''}`}
            testId="add-motive"
          />
          {times.errors.id_motive && <FormHelperText error>{times.errors.id_motive}</FormHelperText>}
          <SchemaForm
            schema={schema}
            uiSchema={uiSchema}
            value={value}
            onChange={setValue}
            onSubmit={(form) => void create(form)}
            fieldErrors={Object.fromEntries(Object.entries(times.errors).filter(([field]) => field in (schema.properties ?? {})))}
            disabled={busy}
            submitLabel="stoppingPoint.add.button"
            actions={<Button onClick={onClose}>{translate('ra.action.cancel')}</Button>}
          />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
