import { Box, Button, Stack, Tooltip } from '@mui/material';
import { Add } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import { isEmptyAnnotation } from '../../../domain/logbook/index.js';
import { RichTextEditor } from '../../components/rich-text/index.js';
import type { useNewEntry } from './useNewEntry.js';

/** The new annotation: the rich-text editor and the add button (a group and some text first). */
export function LogbookComposer({ entry, groupChosen }: { entry: ReturnType<typeof useNewEntry>; groupChosen: boolean }) {
  const translate = useTranslate();
  const hint = !groupChosen ? 'logbook.hints.chooseGroupFirst' : isEmptyAnnotation(entry.draft) ? 'logbook.hints.writeFirst' : 'logbook.add';
  return (
    <Stack spacing={1} data-testid="logbook-composer">
      <RichTextEditor
        value={entry.draft}
        onChange={entry.setDraft}
        placeholder={translate('logbook.placeholder')}
        readOnly={entry.adding}
        data-testid="logbook-new-editor"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Tooltip title={translate(hint)}>
          <span>
            <Button variant="contained" startIcon={<Add />} disabled={!entry.canAdd} onClick={() => void entry.add()} data-testid="logbook-add">
              {translate(entry.adding ? 'logbook.saving' : 'logbook.add')}
            </Button>
          </span>
        </Tooltip>
      </Box>
    </Stack>
  );
}
