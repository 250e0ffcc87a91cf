import { useState } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useTranslate } from 'react-admin';
import { RichTextEditor } from '../../../components/rich-text/index.js';
import type { RuleHelpDraft } from './useRuleHelps.js';

interface RuleHelpEditorProps {
  rule: number;
  initial: RuleHelpDraft;
  onSave: (draft: RuleHelpDraft) => Promise<boolean>;
}

const titleMaxLength = 100;

/** One rule's title and rich-text help, saved on demand. */
export function RuleHelpEditor({ rule, initial, onSave }: RuleHelpEditorProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const changed = draft.title !== initial.title || draft.body !== initial.body;
  const save = async () => {
    setSaving(true);
    await onSave(draft);
    setSaving(false);
  };
  return (
    <Stack spacing={1} data-testid={`rule-help-editor-${rule}`}>
      <TextField
        label={translate('resources.spc-rule-help.fields.title')}
        value={draft.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        slotProps={{ htmlInput: { maxLength: titleMaxLength } }}
        size="small"
        fullWidth
      />
      <RichTextEditor
        value={draft.body}
        onChange={(body) => setDraft((current) => ({ ...current, body }))}
        placeholder={translate('spcSettings.help.placeholder')}
        readOnly={saving}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<SaveIcon />} disabled={!changed || saving} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
      </Box>
    </Stack>
  );
}
