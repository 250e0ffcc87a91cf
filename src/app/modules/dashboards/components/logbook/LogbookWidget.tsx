import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LogbookWidgetData } from '../../../../../domain/dashboards/components/data/logbook.js';
import { useFormat } from '../../../../format/useFormat.js';
import { AnnotationView } from '../../../logbook/AnnotationView.js';
import type { ComponentRendererProps } from '../component-view.js';
import { ComponentMessage } from '../event-shared/ComponentMessage.js';

export interface LogbookWidgetOptions {
  max_rows: number;
  id_logbook_group?: number;
}

/**
 * The unit's latest logbook entries: author, time on the unit's clock, group, and the text drawn as the logbook page
 * draws it (`AnnotationView`: the HTML was sanitised by the server when written), clamped to a few lines.
 */
export function LogbookWidget({ data }: ComponentRendererProps<LogbookWidgetOptions, LogbookWidgetData>) {
  const translate = useTranslate();
  const format = useFormat();
  if (!data.entries.length) return <ComponentMessage messageKey="dashboards.components.logbook.empty" testId="logbook-widget-empty" />;
  return (
    <Stack spacing={0.75} sx={{ height: '100%', overflow: 'auto', px: 0.5 }} component="ul" data-testid="logbook-widget">
      {data.entries.map((entry) => (
        <Box
          component="li"
          key={entry.id_logbook}
          sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', pb: 0.5 }}
          data-testid="logbook-widget-entry"
        >
          <Stack direction="row" spacing={1} alignItems="baseline">
            <Typography variant="subtitle2" noWrap sx={{ minWidth: 0 }}>
              {entry.author ?? translate('dashboards.components.unknownUser', { id: entry.id_user })}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {format.instant(entry.date, 'dateTime')}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
              {entry.group}
            </Typography>
          </Stack>
          <AnnotationView html={entry.html} clamp />
        </Box>
      ))}
    </Stack>
  );
}
