import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BandLegendItem } from './stop-bands.js';

/** The colours of the stop bands: one swatch per motive shown. */
export function BandLegend({ items }: { items: readonly BandLegendItem[] }) {
  const translate = useTranslate();
  if (!items.length) return null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', px: 1 }} data-testid="band-legend">
      <Typography variant="caption" color="text.secondary">
        {translate('stopApproval.events.legend')}
      </Typography>
      {items.map((item) => (
        <Stack key={item.motive ?? 'none'} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box component="span" sx={{ width: 14, height: 10, bgcolor: item.color, opacity: 0.5, border: 1, borderColor: item.color }} />
          <Typography variant="caption">{item.motive ?? translate('stopApproval.shared.noMotive')}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
