import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** /root-cause/effects-page (src/server/modules/root-cause/README.md). */
export default function EffectsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('menu.root-cause.effects-page')} />
    </Box>
  );
}
