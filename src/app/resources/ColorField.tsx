import { useRecordContext, type FieldProps } from 'react-admin';
import { Box, Stack, Typography } from '@mui/material';

/** A colour swatch with its hex code. */
export function ColorField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const color = record?.[source];
  if (typeof color !== 'string') return null;
  return (
    <Stack direction="row" spacing={0.75} alignItems="center">
      <Box component="span" sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: 'divider' }} />
      <Typography variant="body2" component="span">
        {color}
      </Typography>
    </Stack>
  );
}
