import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDashboardImageUrl } from './useDashboardImageUrl.js';

export type ImageFit = 'contain' | 'cover';

export interface DashboardImageProps {
  id: string;
  fit?: ImageFit;
  alt?: string;
  'data-testid'?: string;
}

/** A stored dashboard picture filling its frame (`object-fit`), or why it cannot show. */
export function DashboardImage({ id, fit = 'contain', alt = '', 'data-testid': testId }: DashboardImageProps) {
  const translate = useTranslate();
  const { url, failed } = useDashboardImageUrl(id);
  if (failed)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }} data-testid="dashboard-image-error">
        {translate('dashboards.components.image.loadError')}
      </Typography>
    );
  if (!url) return null;
  return (
    <Box component="img" src={url} alt={alt} data-testid={testId} data-image={id} sx={{ display: 'block', width: '100%', height: '100%', objectFit: fit }} />
  );
}
