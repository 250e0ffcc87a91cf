import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import { MenuBook } from '@mui/icons-material';
import { LogbookDrawer } from './LogbookDrawer.js';

/** The header's logbook button; the panel itself comes with the logbook issue. */
export function LogbookButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={translate('shell.logbook.open')}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={translate('shell.logbook.open')} data-testid="logbook-button">
          <MenuBook fontSize="small" />
        </IconButton>
      </Tooltip>
      <LogbookDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
