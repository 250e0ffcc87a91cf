import { Box } from '@mui/material';
import { useCan } from '../../navigation/useCan.js';
import { entities } from '../../../generated/entities.js';
import { SchemaList } from '../SchemaList.js';
import { TagImportButton } from './TagImportButton.js';

/** The generated tag list, with "Import CSV" for those who may create tags. */
export function TagList() {
  const can = useCan('settings.tags');
  return (
    <>
      {can('create') && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}>
          <TagImportButton />
        </Box>
      )}
      <SchemaList model={entities.tags} />
    </>
  );
}
