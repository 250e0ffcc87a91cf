import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { EventManagerData, EventManagerStop } from '../../../../../domain/dashboards/components/data/event-manager.js';
import { menuIdOfPath } from '../../../../../domain/navigation/menu-paths.js';
import { useFormat } from '../../../../format/useFormat.js';
import { useCan } from '../../../../navigation/useCan.js';
import { StopStatusChip } from '../../../equipment-stops/shared/StopStatusChip.js';
import { NO_MOTIVE_COLOR } from '../../../equipment-stops/stopping-point/timeline-model.js';
import type { ComponentRendererProps } from '../component-view.js';
import { ComponentMessage } from '../event-shared/ComponentMessage.js';
import { useDurationText } from '../event-shared/useDurationText.js';

export interface EventManagerOptions {
  id_frame: number;
  max_rows: number;
  only_open: boolean;
}

/** The stopping point page takes its event in the address; it has no address for one stop. */
const STOPPING_POINT = '/equipment-management/stopping-point';
const stoppingPointMenu = menuIdOfPath(STOPPING_POINT);

function StopLine({ stop }: { stop: EventManagerStop }) {
  const translate = useTranslate();
  const format = useFormat();
  const duration = useDurationText();
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      sx={{ py: 0.25, borderBottom: 1, borderColor: 'divider' }}
      data-testid={`event-manager-stop-${stop.id_stop}`}
    >
      <StopStatusChip status={stop.status} />
      <Typography variant="body2" sx={{ minWidth: 0, flexShrink: 0 }} data-testid="event-manager-start">
        {format.instant(stop.start, 'dateTime')}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, flexShrink: 0 }} data-testid="event-manager-duration">
        {duration(stop.durationMs)}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {stop.motive ? (
          <>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: stop.motive.color || NO_MOTIVE_COLOR }} />
            <Typography variant="body2" noWrap title={`${stop.motive.code} – ${stop.motive.description}`}>
              {stop.motive.description}
            </Typography>
          </>
        ) : stop.needsMotive ? (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={translate('dashboards.components.eventManager.needsMotive')}
            data-testid="event-manager-needs-motive"
          />
        ) : (
          <Typography variant="body2" color="text.secondary" noWrap>
            {translate('dashboards.components.noMotive')}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/** An event's latest stops, newest first: state, start, duration (up to now while open), motive or that one is still needed. */
export function EventManagerWidget({ options, data }: ComponentRendererProps<EventManagerOptions, EventManagerData>) {
  const translate = useTranslate();
  const mayOpen = useCan(stoppingPointMenu)('read');
  const title = `${data.frame.code} – ${data.frame.description}`;
  return (
    <Stack sx={{ height: '100%', overflow: 'auto', px: 0.5 }} data-testid="event-manager-widget">
      <Typography variant="caption" color="text.secondary" noWrap>
        {mayOpen ? (
          <Link
            component={RouterLink}
            to={`${STOPPING_POINT}?idFrame=${data.frame.id_frame}`}
            title={translate('dashboards.components.eventManager.openPage')}
            data-testid="event-manager-link"
          >
            {title}
          </Link>
        ) : (
          title
        )}
      </Typography>
      {data.stops.length ? (
        data.stops.map((stop) => <StopLine key={stop.id_stop} stop={stop} />)
      ) : (
        <ComponentMessage messageKey={`dashboards.components.eventManager.${options.only_open ? 'emptyOpen' : 'empty'}`} testId="event-manager-empty" />
      )}
    </Stack>
  );
}
