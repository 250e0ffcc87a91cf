import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, HttpError, ResourceContextProvider, SaveButton, useCreate, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { validateForm } from '../form-validation.js';
import { motiveCreateDefaults, motiveFormFields, motiveInput, motiveModel } from './motive-fields.js';

export interface MotiveDialogProps {
  groupId: number;
  /** The motive to edit; absent to add one to the group. */
  motive?: RaRecord;
  onClose(): void;
  onSaved(): void;
}

/** The server's field errors (400, 409) go under the inputs; any other refusal is a notification. */
function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
  return errors && Object.keys(errors).length ? errors : undefined;
}

/** Adds a motive to the group or edits one, validated like the API (the group is a form value the dialog does not show). */
export function MotiveDialog({ groupId, motive, onClose, onSaved }: MotiveDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const mode = motive ? 'update' : 'create';

  const save = async (values: Record<string, unknown>) => {
    try {
      if (motive) await update('motives', { id: motive.id, data: values, previousData: motive }, { mutationMode: 'pessimistic', returnPromise: true });
      else await create('motives', { data: values }, { returnPromise: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      notify(error instanceof Error ? error.message : 'global.error.messages.serverError', { type: 'error' });
      return undefined;
    }
    notify('eventSettings.motives.saved', { type: 'success' });
    onSaved();
    return undefined;
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="motive-dialog-title">
      <ResourceContextProvider value="motives">
        <Form
          record={motive}
          defaultValues={motive ? undefined : { ...motiveCreateDefaults, id_motive_group: groupId }}
          validate={(values) => validateForm(motiveModel, values, mode)}
          onSubmit={save}
          noValidate
        >
          <DialogTitle id="motive-dialog-title">{translate(motive ? 'eventSettings.motives.edit' : 'eventSettings.motives.add')}</DialogTitle>
          <DialogContent>
            <Stack>{motiveFormFields.map((name) => motiveInput(name, mode))}</Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton alwaysEnable />
          </DialogActions>
        </Form>
      </ResourceContextProvider>
    </Dialog>
  );
}
