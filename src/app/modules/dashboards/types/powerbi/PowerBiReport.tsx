import { useEffect, useRef, useState } from 'react';
import { Alert, Box, LinearProgress } from '@mui/material';
import { factories, models, service as powerbi } from 'powerbi-client';
import { useTranslate } from 'react-admin';
import type { PowerBiEmbed } from './powerbi-embed-api.js';
import { powerBiErrorKey, powerBiErrorOf, type PowerBiError } from './powerbi-errors.js';

/** One embedding service for the app (Microsoft's powerbi-client), kept apart from the library's global `window.powerbi`. */
const embedding = new powerbi.Service(factories.hpmFactory, factories.wpmpFactory, factories.routerFactory);

/**
 * A Power BI report embedded with Microsoft's powerbi-client (an embed token, the service's own error dialogs hidden):
 * while it loads a progress bar, and a load failure the spec's message for its HTTP status (powerbi-errors.ts) in
 * place of the report.
 */
export function PowerBiReport({ embed, title, height = '75vh' }: { embed: PowerBiEmbed; title: string; height?: string }) {
  const translate = useTranslate();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ loaded: boolean; error: PowerBiError | null }>({ loaded: false, error: null });

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    setState({ loaded: false, error: null });
    try {
      const report = embedding.embed(element, {
        type: 'report',
        id: embed.reportId,
        embedUrl: embed.embedUrl,
        accessToken: embed.accessToken,
        tokenType: models.TokenType.Embed,
        settings: { hideErrors: true },
      });
      report.setComponentTitle(title);
      report.off('loaded');
      report.off('error');
      report.on('loaded', () => setState((current) => ({ ...current, loaded: true })));
      report.on('error', (event: CustomEvent<unknown>) => {
        // The library's event bubbles: handled here, it is no page error for the window's error reporting.
        event.stopPropagation();
        const error = powerBiErrorOf(event.detail);
        if (error) setState({ loaded: true, error });
      });
    } catch {
      // The library refuses an address that is no Power BI service's, or a configuration it cannot embed.
      setState({ loaded: true, error: 'unexpected' });
    }
    return () => embedding.reset(element);
  }, [embed.reportId, embed.embedUrl, embed.accessToken, title]);

  return (
    <Box sx={{ position: 'relative' }} data-testid="powerbi-report" data-state={state.error ?? (state.loaded ? 'loaded' : 'loading')}>
      {!state.loaded && <LinearProgress />}
      {state.error && (
        <Alert severity="error" data-testid="powerbi-error">
          {translate(powerBiErrorKey(state.error))}
        </Alert>
      )}
      <Box ref={host} sx={{ height, display: state.error ? 'none' : 'block', '& iframe': { border: 0 } }} />
    </Box>
  );
}
