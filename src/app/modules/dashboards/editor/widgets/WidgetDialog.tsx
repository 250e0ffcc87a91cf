import { useState } from 'react';
import { Button, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { WidgetComponent } from '../../../../../domain/dashboards/components/component-types.js';
import { SchemaForm, type FormValue } from '../../../../components/schema-form/index.js';
import { useTypedDataProvider, type RecordOf } from '../../../../data/typed-data-provider.js';
import type { WidgetPlace } from '../../widget-layout.js';
import { EditorDialog } from '../EditorDialog.js';
import { useEditorWrite } from '../useEditorWrite.js';
import { fieldsUnder } from '../write-problem.js';
import { ComponentSelect } from './ComponentSelect.js';
import { useOptionsForm } from './useOptionsForm.js';

type Widget = RecordOf<'dashboard-widgets'>;

export interface WidgetDialogProps {
  idTab: number;
  /** The widget edited; a new one when absent. */
  widget?: Widget;
  /** Where a new widget goes (below the others). */
  places: readonly WidgetPlace[];
  onClose: () => void;
  onSaved: () => void;
}

const none: Record<string, string> = {};

/**
 * A widget's title, component type, managers-only switch and its type's options form. The server checks the same
 * schema, the tags and events named, and the tab's caps: its refusals show under their inputs, or above the form.
 */
export function WidgetDialog({ idTab, widget, places, onClose, onSaved }: WidgetDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useTypedDataProvider();
  const [title, setTitle] = useState(widget?.title ?? '');
  const [component, setComponent] = useState<WidgetComponent>((widget?.component as WidgetComponent | undefined) ?? 'empty');
  const [managerOnly, setManagerOnly] = useState(widget?.manager_only === true);
  const [options, setOptions] = useState<FormValue>((widget?.options as FormValue | undefined) ?? {});
  const { saving, problem, setProblem, run } = useEditorWrite('global.error.messages.saveError');
  const [titleMissing, setTitleMissing] = useState(false);
  const form = useOptionsForm(component, options);
  const serverFields = problem?.fields ?? none;
  const fieldErrors = { ...form.ruleErrors, ...fieldsUnder(serverFields, 'options') };

  const changeComponent = (next: WidgetComponent) => {
    setComponent(next);
    setOptions(next === widget?.component ? ((widget.options as FormValue | undefined) ?? {}) : {});
    setProblem(null);
  };

  const save = async (value: FormValue) => {
    setTitleMissing(!title.trim());
    if (!title.trim() || Object.keys(form.ruleErrors).length) return;
    const data = { id_tab: idTab, title: title.trim(), component, options: value, manager_only: managerOnly, layout: widget?.layout ?? places };
    await run(async () => {
      if (widget) await dataProvider.update('dashboard-widgets', { id: widget.id, data: data as Partial<Widget>, previousData: widget });
      else await dataProvider.create('dashboard-widgets', { data: data as Widget });
      notify('dashboardEditor.widgets.saved', { type: 'success' });
      onSaved();
    });
  };

  return (
    <EditorDialog
      name="widget-dialog"
      title={widget ? translate('dashboardEditor.widgets.editTitle', { title: widget.title }) : translate('dashboardEditor.widgets.addTitle')}
      maxWidth="sm"
      onClose={onClose}
      problem={problem}
    >
      <TextField
        label={translate('resources.dashboard-widgets.fields.title')}
        value={title}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 100 } }}
        onChange={(event) => setTitle(event.target.value)}
        error={titleMissing || Boolean(serverFields.title)}
        helperText={titleMissing ? translate('global.labels.requiredField') : serverFields.title}
      />
      <ComponentSelect value={component} onChange={changeComponent} error={serverFields.component} disabled={saving} />
      <FormControlLabel
        control={<Switch checked={managerOnly} onChange={(event) => setManagerOnly(event.target.checked)} />}
        label={translate('resources.dashboard-widgets.fields.manager_only')}
      />
      <Typography variant="subtitle2">{translate('dashboardEditor.widgets.optionsHeading')}</Typography>
      {form.empty && (
        <Typography variant="body2" color="text.secondary">
          {translate('dashboardEditor.widgets.noOptions')}
        </Typography>
      )}
      <SchemaForm
        key={component}
        schema={form.schema}
        uiSchema={form.uiSchema}
        value={options}
        onChange={setOptions}
        onSubmit={(value) => void save(value)}
        fieldErrors={fieldErrors}
        disabled={saving}
        actions={
          <Button onClick={onClose} disabled={saving}>
            {translate('ra.action.cancel')}
          </Button>
        }
      />
    </EditorDialog>
  );
}
