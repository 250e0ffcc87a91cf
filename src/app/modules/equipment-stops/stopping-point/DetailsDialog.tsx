import { useMemo, useState } from 'react';
import { Box, Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StopView } from '../../../../domain/equipment-stops/stop-model.js';
import type { ComplementaryType } from '../../../../generated/types.js';
import { SchemaForm, type FormValue } from '../../../components/schema-form/index.js';
import { COMMENT_FIELD, stopFormSchema, stopFormValue } from './complements-schema.js';
import { StopTimesFields, useStopTimes } from './StopTimesFields.js';

export interface StopDetails {
  comment: string | null;
  complements: StopView['complements'];
  /** Manual stops only: the times may be corrected, and an open one given its end. */
  start?: string;
  end?: string | null;
}

interface DetailsDialogProps {
  stop: StopView;
  /** The frame's active complementary types. */
  types: readonly ComplementaryType[];
  onClose: () => void;
  /** The server's field errors (translated) by form path, or null when it saved. */
  onSave: (details: StopDetails) => Promise<Record<string, string> | null>;
}

/** A stop's comment and its complementary fields, a form built at run time from the frame's complementary types. */
export function DetailsDialog({ stop, types, onClose, onSave }: DetailsDialogProps) {
  const translate = useTranslate();
  const { schema, uiSchema } = useMemo(() => stopFormSchema(types, translate('stoppingPoint.details.comment')), [types, translate]);
  const [value, setValue] = useState<FormValue>(() => ({ ...stop.complements, [COMMENT_FIELD]: stop.comment ?? undefined }));
  const manual = stop.origin === 'manual';
  const times = useStopTimes(Date.parse(stop.start), stop.end === null ? null : Date.parse(stop.end));
  const [busy, setBusy] = useState(false);
  const save = async (form: FormValue) => {
    const read = manual ? times.read() : undefined;
    if (read === null) return;
    setBusy(true);
    const errors = await onSave({ ...stopFormValue(form), ...read });
    setBusy(false);
    if (errors === null) onClose();
    else times.setErrors(errors);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="details-dialog">
      <DialogTitle>{translate(manual ? 'stoppingPoint.details.titleManual' : 'stoppingPoint.details.title')}</DialogTitle>
      <DialogContent>
        {manual && (
          <Box sx={{ pt: 1 }}>
            <StopTimesFields times={times} />
          </Box>
        )}
        <SchemaForm
          schema={schema}
          uiSchema={uiSchema}
          value={value}
          onChange={setValue}
          onSubmit={(form) => void save(form)}
          fieldErrors={Object.fromEntries(Object.entries(times.errors).filter(([field]) => field in (schema.properties ?? {})))}
          disabled={busy}
          actions={<Button onClick={onClose}>{translate('ra.action.cancel')}</Button>}
        />
      </DialogContent>
    </Dialog>
  );
}
