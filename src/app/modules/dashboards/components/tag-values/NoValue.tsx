import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The empty state of a tag value component: no value in its period. */
export function NoValue({ message = 'dashboards.components.tagValues.noValue' }: { message?: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 1 }} data-testid="tag-values-empty">
      {translate(message)}
    </Typography>
  );
}
