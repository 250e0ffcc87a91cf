import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RecordOf } from '../../../../data/typed-data-provider.js';
import { EditorDialog } from '../EditorDialog.js';
import { NameField } from '../NameField.js';
import type { WriteProblem } from '../write-problem.js';

type Tab = RecordOf<'dashboard-tabs'>;

export interface TabFields {
  description: string;
  cycle_time: number;
}

interface TabDialogProps {
  /** The tab renamed; a new tab when absent. */
  tab?: Tab;
  onClose: () => void;
  /** Writes the tab; answers the server's refusal, or null once saved. */
  onSave: (fields: TabFields) => Promise<WriteProblem | null>;
}

/** A tab's description and own cycle time (seconds on a TV; 0 keeps the dashboard's). */
export function TabDialog({ tab, onClose, onSave }: TabDialogProps) {
  const translate = useTranslate();
  const [description, setDescription] = useState(tab?.description ?? '');
  const [cycle, setCycle] = useState(String(tab?.cycle_time ?? 0));
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<WriteProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const seconds = Number(cycle);
  const cycleBad = !/^\d+$/.test(cycle.trim()) || seconds > 86400;
  const descriptionMissing = !description.trim();

  const save = async () => {
    setTried(true);
    if (descriptionMissing || cycleBad) return;
    setSaving(true);
    const refused = await onSave({ description: description.trim(), cycle_time: seconds });
    setSaving(false);
    setProblem(refused);
  };

  return (
    <EditorDialog
      name="tab-dialog"
      title={tab ? translate('dashboardEditor.tabs.editTitle', { name: tab.description }) : translate('dashboardEditor.tabs.addTitle')}
      onClose={onClose}
      problem={problem}
      submit={{ label: 'ra.action.save', busy: saving, onSubmit: () => void save() }}
    >
      <NameField
        label={translate('resources.dashboard-tabs.fields.description')}
        value={description}
        onChange={setDescription}
        tried={tried}
        serverError={problem?.fields.description}
      />
      <TextField
        label={translate('resources.dashboard-tabs.fields.cycle_time')}
        value={cycle}
        onChange={(event) => setCycle(event.target.value)}
        type="number"
        slotProps={{ htmlInput: { min: 0, max: 86400, step: 1 } }}
        error={(tried && cycleBad) || Boolean(problem?.fields.cycle_time)}
        helperText={
          tried && cycleBad ? translate('validation.maxValue', { max: 86400 }) : (problem?.fields.cycle_time ?? translate('dashboardEditor.tabs.cycleHelp'))
        }
      />
    </EditorDialog>
  );
}
