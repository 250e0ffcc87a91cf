import { Labeled, SimpleForm } from 'react-admin';
import type { FormMode } from '../field-widgets.js';
import { keyed, widgetOf } from '../field-widgets.js';
import { useSchemaValidate } from '../useSchemaValidate.js';
import { commonFields, dashboardViewDefaults, dashboardViewModel } from './dashboard-view-fields.js';
import { PowerBiInputs } from './PowerBiInputs.js';

/** The dashboard form: the generated inputs, then the Power BI report's only for a Power BI dashboard; validated like the API. */
export function DashboardViewInputs({ mode }: { mode: FormMode }) {
  const validate = useSchemaValidate(dashboardViewModel, mode);
  return (
    <SimpleForm validate={validate} defaultValues={mode === 'create' ? dashboardViewDefaults : undefined} noValidate>
      {commonFields.map((field) => {
        if (!field.readOnly) return keyed(widgetOf(field).input({ mode }), field.name);
        // Keys and the unit are set by the server: shown on edit, never editable.
        const display = mode === 'update' ? widgetOf(field).display() : null;
        return (
          display && (
            <Labeled key={field.name} label={field.label}>
              {display}
            </Labeled>
          )
        );
      })}
      <PowerBiInputs mode={mode} />
    </SimpleForm>
  );
}
