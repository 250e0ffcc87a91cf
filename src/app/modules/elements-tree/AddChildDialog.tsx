import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from './error-text.js';
import { addPlant, addUnit } from './tree-api.js';
import type { TreeNode } from './tree-nodes.js';

/** A new plant under a client or a new unit under a plant: its description, then the entity's own checks. */
export function AddChildDialog({ parent, onClose, onAdded }: { parent: TreeNode; onClose: () => void; onAdded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const childKind = parent.kind === 'client' ? 'plant' : 'unit';

  const save = async () => {
    setSaving(true);
    try {
      await (childKind === 'plant' ? addPlant(name) : addUnit(parent.id, name));
      notify('elementsTree.saved', { type: 'info' });
      onAdded();
    } catch (error) {
      setProblem(errorText(error, translate));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="tree-add-dialog">
      <DialogTitle>{translate(`elementsTree.addTitle.${childKind}`, { name: parent.name })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          sx={{ mt: 1 }}
          label={translate('elementsTree.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && !saving && void save()}
          error={problem !== undefined}
          helperText={problem ?? ' '}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'tree-add-name' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving} data-testid="tree-add-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
