import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from './error-text.js';
import { movePlant, moveUnit } from './tree-api.js';
import type { TreeNode } from './tree-nodes.js';

interface MoveDialogProps {
  node: TreeNode;
  targets: TreeNode[];
  onClose: () => void;
  onMoved: () => void;
}

/** A unit to another plant of its client, or (super-administrators) a plant to another client. */
export function MoveDialog({ node, targets, onClose, onMoved }: MoveDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [target, setTarget] = useState<number | ''>('');
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const kind = node.kind === 'plant' ? 'plant' : 'unit';

  const save = async () => {
    if (target === '') return;
    setSaving(true);
    try {
      await (kind === 'plant' ? movePlant(node.id, target) : moveUnit(node.id, target));
      notify('elementsTree.saved', { type: 'info' });
      onMoved();
    } catch (error) {
      setProblem(errorText(error, translate));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="tree-move-dialog">
      <DialogTitle>{translate(`elementsTree.moveTitle.${kind}`, { name: node.name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`elementsTree.moveHint.${kind}`)}
        </Typography>
        <TextField
          select
          fullWidth
          label={translate(`elementsTree.moveTarget.${kind}`)}
          value={target}
          onChange={(event) => setTarget(Number(event.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'tree-move-target' } }}
        >
          {targets.map((candidate) => (
            <MenuItem key={candidate.key} value={candidate.id}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving || target === ''} data-testid="tree-move-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
