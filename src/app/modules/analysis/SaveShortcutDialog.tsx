import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Longest description kept (the shortcut schema's limit). */
const maxDescription = 100;

interface SaveShortcutDialogProps {
  open: boolean;
  tagCount: number;
  onClose: () => void;
  /** Saves; answers whether it worked (the dialog stays open otherwise, so nothing typed is lost). */
  onSave: (description: string) => Promise<boolean>;
}

/** Names the current period and tags as a shortcut of the unit. */
export function SaveShortcutDialog({ open, tagCount, onClose, onSave }: SaveShortcutDialogProps) {
  const translate = useTranslate();
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);
  const trimmed = description.trim();

  const save = async () => {
    setSaving(true);
    const saved = await onSave(trimmed);
    setSaving(false);
    if (saved) {
      setDescription('');
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('analysis.shortcuts.saveTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label={translate('analysis.shortcuts.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value.slice(0, maxDescription))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && trimmed && !saving) void save();
          }}
          helperText={translate('analysis.shortcuts.saveHelp', { smart_count: tagCount })}
          slotProps={{ htmlInput: { 'data-testid': 'shortcut-description' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!trimmed || saving} onClick={() => void save()} data-testid="shortcut-save-confirm">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
