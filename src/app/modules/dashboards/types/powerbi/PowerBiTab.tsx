import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../../../api/api-error.js';
import { useAsyncData } from '../../../data-entry/shared/useAsyncData.js';
import { useEmbedAuth } from '../../embed/EmbedAuth.js';
import { fetchPowerBiEmbed } from './powerbi-embed-api.js';
import { PowerBiReport } from './PowerBiReport.js';

/**
 * A tab of a Power BI dashboard: the dashboard's report, embedded with the token the server keeps for it (never read
 * with the dashboard's record; on a dashboard link, read with its token). A dashboard without a report or token says so;
 * the report itself refreshes its data.
 */
export function PowerBiTab({ idVisao, title }: { idVisao: number; title: string }) {
  const translate = useTranslate();
  const auth = useEmbedAuth();
  const embed = useAsyncData(`powerbi|${idVisao}`, () => fetchPowerBiEmbed(idVisao, auth));
  if (embed.loading && !embed.data) return <LinearProgress />;
  if (embed.error)
    return (
      <Alert severity="error" data-testid="powerbi-error">
        {translate(embed.error instanceof ApiError ? embed.error.messageKey : 'dashboards.loadError')}
      </Alert>
    );
  return embed.data ? <PowerBiReport embed={embed.data} title={title} /> : null;
}
