import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StaticImageData } from '../../../../../domain/dashboards/components/data/static-image.js';
import type { ComponentRendererProps } from '../component-view.js';
import { DashboardImage, type ImageFit } from './DashboardImage.js';

export interface StaticImageOptions {
  image?: string;
  fit?: ImageFit;
  alt?: string;
}

/** An uploaded picture (PNG or JPG), fitted to the frame. */
export function StaticImageView({ options }: ComponentRendererProps<StaticImageOptions, StaticImageData>) {
  const translate = useTranslate();
  if (!options.image)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }} data-testid="static-image-empty">
        {translate('dashboards.components.image.empty')}
      </Typography>
    );
  return <DashboardImage id={options.image} fit={options.fit} alt={options.alt} data-testid="static-image" />;
}
