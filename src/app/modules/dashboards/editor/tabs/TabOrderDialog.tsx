import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTranslate } from 'react-admin';
import type { RecordOf } from '../../../../data/typed-data-provider.js';

type Tab = RecordOf<'dashboard-tabs'>;

interface TabOrderDialogProps {
  tabs: readonly Tab[];
  onClose: () => void;
  /** The tabs in their new order. */
  onSave: (tabs: Tab[]) => Promise<void>;
}

/** The dashboard's tabs moved up and down, saved as their `tab_order`. */
export function TabOrderDialog({ tabs, onClose, onSave }: TabOrderDialogProps) {
  const translate = useTranslate();
  const [order, setOrder] = useState<Tab[]>([...tabs]);
  const [saving, setSaving] = useState(false);
  const move = (index: number, by: number) =>
    setOrder((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="tab-order-title">
      <DialogTitle id="tab-order-title">{translate('dashboardEditor.tabs.reorder')}</DialogTitle>
      <DialogContent>
        <List dense>
          {order.map((tab, index) => (
            <ListItem
              key={tab.id_tab}
              secondaryAction={
                <>
                  <IconButton
                    size="small"
                    disabled={index === 0}
                    aria-label={translate('dashboardEditor.tabs.moveUp', { name: tab.description })}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={index === order.length - 1}
                    aria-label={translate('dashboardEditor.tabs.moveDown', { name: tab.description })}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={tab.description} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() => {
            setSaving(true);
            void onSave(order).finally(() => setSaving(false));
          }}
        >
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
