import { useState } from 'react';
import { Button } from '@mui/material';
import CodeIcon from '@mui/icons-material/Code';
import { useTranslate } from 'react-admin';
import type { RecordOf } from '../../../data/typed-data-provider.js';
import { EmbedDialog } from './EmbedDialog.js';

/** The toolbar's "Embed" (dashboard editors): the iframe export of the current tab or one of its widgets. */
export function EmbedButton({ idVisao, tab }: { idVisao: number; tab: RecordOf<'dashboard-tabs'> | undefined }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<CodeIcon />} onClick={() => setOpen(true)} disabled={!tab} data-testid="embed-open">
        {translate('dashboards.embed.action')}
      </Button>
      {open && tab && <EmbedDialog idVisao={idVisao} tab={tab} onClose={() => setOpen(false)} />}
    </>
  );
}
