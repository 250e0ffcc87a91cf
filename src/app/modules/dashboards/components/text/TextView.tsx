import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TextData } from '../../../../../domain/dashboards/components/data/text.js';
import { AnnotationView } from '../../../logbook/AnnotationView.js';
import type { ComponentRendererProps } from '../component-view.js';

export interface TextOptions {
  html?: string;
}

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/**
 * Rich text, shown as HTML the way the logbook shows an annotation (AnnotationView): the server kept only the
 * editor's own markup when the widget was written, so the stored HTML is safe to show.
 */
export function TextView({ options }: ComponentRendererProps<TextOptions, TextData>) {
  const translate = useTranslate();
  const html = options.html ?? '';
  if (!hasText(html))
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }} data-testid="text-empty">
        {translate('dashboards.components.text.empty')}
      </Typography>
    );
  return (
    <Box sx={{ height: '100%', overflow: 'auto', p: 1 }} data-testid="text-component">
      <AnnotationView html={html} />
    </Box>
  );
}
