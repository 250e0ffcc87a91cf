import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** /root-cause/generate-analysis (src/server/modules/root-cause/README.md). */
export default function GenerateAnalysisPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('menu.root-cause.generate-analysis')} />
    </Box>
  );
}
