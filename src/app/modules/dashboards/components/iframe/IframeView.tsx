import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { IframeData } from '../../../../../domain/dashboards/components/data/iframe.js';
import type { ComponentRendererProps } from '../component-view.js';

export interface IframeOptions {
  url?: string;
  title?: string;
}

/**
 * A page from a site the client's parameters allow (the server checked the origin when the widget was saved and
 * checks it again on every read; the app's Content-Security-Policy `frame-src` lists the same sites). Sandboxed: its
 * scripts run in its own origin, with no pop-ups, top navigation or forms; no referrer tells it which dashboard shows it.
 */
export function IframeView({ options }: ComponentRendererProps<IframeOptions, IframeData>) {
  const translate = useTranslate();
  if (!options.url)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }} data-testid="iframe-component-empty">
        {translate('dashboards.components.iframe.empty')}
      </Typography>
    );
  return (
    <Box
      component="iframe"
      src={options.url}
      title={options.title ?? options.url}
      sandbox="allow-scripts allow-same-origin"
      referrerPolicy="no-referrer"
      loading="lazy"
      data-testid="iframe-component"
      sx={{ display: 'block', border: 0, width: '100%', height: '100%' }}
    />
  );
}
