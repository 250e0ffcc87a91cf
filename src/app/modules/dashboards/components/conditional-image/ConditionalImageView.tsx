import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ConditionalImageData } from '../../../../../domain/dashboards/components/data/conditional-image.js';
import type { ImageRule } from '../../../../../domain/dashboards/content/conditional-image.js';
import { useFormat } from '../../../../format/useFormat.js';
import type { ComponentRendererProps } from '../component-view.js';
import { DashboardImage, type ImageFit } from '../static-image/DashboardImage.js';

export interface ConditionalImageOptions {
  id_tag?: number;
  rules?: ImageRule[];
  default_image?: string;
  fit?: ImageFit;
  alt?: string;
}

/** The picture the server chose for the tag's latest value (its first matching rule, else the default), fitted to the frame. */
export function ConditionalImageView({ options, data }: ComponentRendererProps<ConditionalImageOptions, ConditionalImageData | null>) {
  const translate = useTranslate();
  const format = useFormat();
  const value = data?.value ?? null;
  const valueText = value === null ? translate('dashboards.components.conditionalImage.noValue') : format.number(value);
  if (!data?.image)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }} data-testid="conditional-image-empty" title={valueText}>
        {translate('dashboards.components.conditionalImage.noImage')}
      </Typography>
    );
  const alt = options.alt || translate('dashboards.components.conditionalImage.alt', { value: valueText });
  return <DashboardImage id={data.image} fit={options.fit} alt={alt} data-testid="conditional-image" />;
}
