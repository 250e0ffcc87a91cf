import { useTranslate } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography } from '@mui/material';
import { importErrorText } from './import-error-text.js';
import type { ImportLineError } from './import-tags-request.js';
import { tagModel } from './tag-fields.js';

const labelKeyOf = (field: string) => tagModel.fields.find((f) => f.name === field)?.label;

/** The refused file's lines, each with its problem; nothing was stored. */
export function TagImportErrors({ errors, onClose }: { errors: readonly ImportLineError[]; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={errors.length > 0} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="tag-import-errors-title">
      <DialogTitle id="tag-import-errors-title">{translate('tags.import.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="error">{translate('tags.import.rejected')}</Alert>
        <List dense data-testid="tag-import-errors">
          {errors.map((error, index) => (
            <ListItem key={index} disableGutters>
              <Typography variant="body2">{importErrorText(error, translate, labelKeyOf)}</Typography>
            </ListItem>
          ))}
        </List>
        <Typography variant="caption" color="text.secondary">
          {translate('tags.import.hint')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
