import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** /root-cause/action-list (src/server/modules/root-cause/README.md). */
export default function ActionListPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('menu.root-cause.action-list')} />
    </Box>
  );
}
