import { useMemo, useState } from 'react';
import { Button, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { wallTimeToUtc } from '../../../../domain/format/index.js';
import type { ComplementaryType } from '../../../../generated/types.js';
import { SchemaForm, type FormValue } from '../../../components/schema-form/index.js';
import { useFormat } from '../../../format/useFormat.js';
import type { NewStop } from '../shared/stops-api.js';
import type { MotiveOption } from './allowed-motives.js';
import { stopFormSchema, stopFormValue } from './complements-schema.js';
import { MotivePicker } from './MotivePicker.js';
import { wallTimeWithSeconds } from './wall-seconds.js';

interface AddStopDialogProps {
  idFrame: number;
  frameLabel: string;
  motives: readonly MotiveOption[];
  types: readonly ComplementaryType[];
  onClose: () => void;
  /** The server's field errors (translated) by field, or null when it was created. */
  onCreate: (stop: NewStop) => Promise<Record<string, string> | null>;
}

/** A stop recorded by hand: start, end or still stopped, motive, comment and complementary fields. */
export function AddStopDialog({ idFrame, frameLabel, motives, types, onClose, onCreate }: AddStopDialogProps) {
  const translate = useTranslate();
  const format = useFormat();
  const [startText, setStartText] = useState(() => wallTimeWithSeconds(format.timeZone, Math.floor(Date.now() / 60_000) * 60_000 - 600_000));
  const [endText, setEndText] = useState(() => wallTimeWithSeconds(format.timeZone, Math.floor(Date.now() / 60_000) * 60_000));
  const [open, setOpen] = useState(false);
  const [idMotive, setMotive] = useState<number | null>(null);
  const [value, setValue] = useState<FormValue>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { schema, uiSchema } = useMemo(() => stopFormSchema(types, translate('stoppingPoint.details.comment')), [types, translate]);

  const start = wallTimeToUtc(format.timeZone, startText);
  const end = open ? null : wallTimeToUtc(format.timeZone, endText);

  const create = async (form: FormValue) => {
    const local: Record<string, string> = {};
    if (start === undefined) local.start = translate('stoppingPoint.split.invalidInstant');
    if (end === undefined) local.end = translate('stoppingPoint.split.invalidInstant');
    else if (end !== null && start !== undefined && end <= start) local.end = translate('stoppingPoint.add.endBeforeStart');
    setErrors(local);
    if (Object.keys(local).length || start === undefined || end === undefined) return;
    setBusy(true);
    const refused = await onCreate({
      id_frame: idFrame,
      start: new Date(start).toISOString(),
      end: end === null ? null : new Date(end).toISOString(),
      id_motive: idMotive,
      ...stopFormValue(form),
    });
    setBusy(false);
    if (refused === null) onClose();
    else setErrors(refused);
  };

  const timeField = (name: 'start' | 'end', text: string, setText: (text: string) => void, disabled = false) => (
    <TextField
      type="datetime-local"
      label={translate(`stoppingPoint.add.${name}`)}
      value={text}
      onChange={(event) => setText(event.target.value)}
      disabled={disabled}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1, 'data-testid': `add-${name}` } }}
      sx={{ width: 230 }}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="add-stop-dialog">
      <DialogTitle>{translate('stoppingPoint.add.title', { frame: frameLabel })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {timeField('start', startText, setStartText)}
            {timeField('end', endText, setEndText, open)}
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={open} onChange={(event) => setOpen(event.target.checked)} data-testid="add-still-open" />}
            label={translate('stoppingPoint.add.stillOpen')}
          />
          <MotivePicker options={motives} value={idMotive} onChange={setMotive} label={translate('stoppingPoint.columns.motive')} testId="add-motive" />
          {errors.id_motive && <FormHelperText error>{errors.id_motive}</FormHelperText>}
          <SchemaForm
            schema={schema}
            uiSchema={uiSchema}
            value={value}
            onChange={setValue}
            onSubmit={(form) => void create(form)}
            fieldErrors={Object.fromEntries(Object.entries(errors).filter(([field]) => field in (schema.properties ?? {})))}
            disabled={busy}
            submitLabel="stoppingPoint.add.button"
            actions={<Button onClick={onClose}>{translate('ra.action.cancel')}</Button>}
          />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
