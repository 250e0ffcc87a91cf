import { PasswordInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { keyed, widgetOf, type FormMode } from '../field-widgets.js';
import { dashboardViewModel } from './dashboard-view-fields.js';

const fieldOf = (name: string) => dashboardViewModel.fields.find((field) => field.name === name)!;

/**
 * The Power BI report's client id, report and workspace ids and embed token, only while the type is Power BI. The
 * token is a secret the server never gives back: a masked input, left empty on edit to keep the stored one.
 */
export function PowerBiInputs({ mode }: { mode: FormMode }) {
  const type = useWatch({ name: 'dashboard_type' }) as string | undefined;
  if (type !== 'powerbi') return null;
  const token = fieldOf('powerbi_token');
  return (
    <>
      {['powerbi_client_id', 'powerbi_report_id', 'powerbi_group_id'].map((name) => keyed(widgetOf(fieldOf(name)).input({ mode }), name))}
      <PasswordInput source={token.name} label={token.label} autoComplete="off" helperText={mode === 'update' ? 'dashboards.powerbi.tokenKept' : false} />
    </>
  );
}
