import { useEffect, useState, type ReactNode } from 'react';
import { Button, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import EditNoteIcon from '@mui/icons-material/EditNote';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { RecordOf } from '../../../data/typed-data-provider.js';
import { exportDefinition } from './definition/definition-api.js';
import { ImportDialog } from './definition/ImportDialog.js';
import { DeleteTabConfirm } from './tabs/DeleteTabConfirm.js';
import { TabDialog } from './tabs/TabDialog.js';
import { TabOrderDialog } from './tabs/TabOrderDialog.js';
import { useTabWrites } from './tabs/useTabWrites.js';
import { writeProblem } from './write-problem.js';

type Tab = RecordOf<'dashboard-tabs'>;

export interface DashboardActionsProps {
  idVisao: number;
  tabs: readonly Tab[];
  currentTab: Tab | undefined;
  mayEdit: boolean;
  /** Shows the tab at this index (a tab just added). */
  onChooseTab?: (index: number) => void;
}

type Open = 'add' | 'edit' | 'order' | 'delete' | 'import' | null;

/**
 * The page's editor actions: for everyone the way back to the dashboard list; for those who may update dashboards
 * (`settings.dashboards`) a menu to add, edit, reorder and delete tabs, and to export the dashboard's definition or
 * import one as a new dashboard.
 */
export function DashboardActions({ idVisao, tabs, currentTab, mayEdit, onChooseTab }: DashboardActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const writes = useTabWrites(idVisao, tabs);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [added, setAdded] = useState<number | null>(null);

  // A tab just added is shown once the reloaded list has it.
  useEffect(() => {
    const index = tabs.findIndex((tab) => tab.id_tab === added);
    if (added === null || index < 0) return;
    setAdded(null);
    onChooseTab?.(index);
  }, [tabs, added, onChooseTab]);

  const pick = (next: Open) => () => {
    setAnchor(null);
    setOpen(next);
  };
  const download = async () => {
    setAnchor(null);
    try {
      await exportDefinition(idVisao);
    } catch (error) {
      notify(writeProblem(error, translate, 'dashboards.errors.exportError').message, { type: 'error' });
    }
  };
  const close = () => setOpen(null);
  const item = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <MenuItem onClick={onClick} disabled={disabled}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );

  return (
    <>
      <Tooltip title={translate('dashboardEditor.allDashboards')}>
        <IconButton size="small" component={Link} to="/dashboard?all" aria-label={translate('dashboardEditor.allDashboards')}>
          <ViewListIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {mayEdit && (
        <>
          <Button size="small" startIcon={<EditNoteIcon />} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
            {translate('dashboardEditor.menu')}
          </Button>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {item('dashboardEditor.tabs.add', <AddIcon fontSize="small" />, pick('add'))}
            {item('dashboardEditor.tabs.edit', <EditIcon fontSize="small" />, pick('edit'), !currentTab)}
            {item('dashboardEditor.tabs.reorder', <SwapVertIcon fontSize="small" />, pick('order'), tabs.length < 2)}
            {item('dashboardEditor.tabs.delete', <DeleteIcon fontSize="small" />, pick('delete'), !currentTab)}
            <Divider />
            {item('dashboardEditor.definition.export', <DownloadIcon fontSize="small" />, () => void download())}
            {item('dashboardEditor.definition.import', <UploadFileIcon fontSize="small" />, pick('import'))}
          </Menu>
        </>
      )}
      {open === 'add' && (
        <TabDialog
          onClose={close}
          onSave={async (fields) => {
            const problem = await writes.add(fields, setAdded);
            if (!problem) close();
            return problem;
          }}
        />
      )}
      {open === 'edit' && currentTab && (
        <TabDialog
          tab={currentTab}
          onClose={close}
          onSave={async (fields) => {
            const problem = await writes.edit(currentTab, fields);
            if (!problem) close();
            return problem;
          }}
        />
      )}
      {open === 'order' && (
        <TabOrderDialog
          tabs={tabs}
          onClose={close}
          onSave={async (ordered) => {
            if (!(await writes.reorder(ordered))) close();
          }}
        />
      )}
      {open === 'delete' && currentTab && (
        <DeleteTabConfirm
          tab={currentTab}
          onClose={close}
          onConfirm={() => {
            close();
            void writes.remove(currentTab);
          }}
        />
      )}
      {open === 'import' && <ImportDialog onClose={close} />}
    </>
  );
}
