import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, Divider, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { ALERT_VIEW_AVATAR_MAX, neighbours } from '../../../domain/alerts/index.js';
import { ErrorNotice } from '../../errors/ErrorNotice.js';
import { useCan } from '../../navigation/useCan.js';
import { newAnalysisPath } from '../rca-links/analysis-paths.js';
import { useMayAnalyse } from '../rca-links/useMayAnalyse.js';
import type { AlertListItem } from './alert-records.js';
import { AlertCauseForm } from './AlertCauseForm.js';
import { AlertChat } from './AlertChat.js';
import { NotifyUsersForm } from './NotifyUsersForm.js';
import { ViewersAvatarGroup } from './ViewersAvatarGroup.js';
import { useAlertMovement } from './useAlertMovement.js';
import { useAlertTime } from './useAlertTime.js';

export interface AlertDetailDialogProps {
  /** The list it was opened from: previous and next move within it. */
  items: readonly AlertListItem[];
  /** The open alert's id_movalerta; undefined: closed. */
  currentId: number | undefined;
  onNavigate: (idMovalerta: number) => void;
  onClose: () => void;
}

/** An alert with its viewers, cause, chat and notify (sections 4 and 6); opening it marks it read. */
export function AlertDetailDialog({ items, currentId, onNavigate, onClose }: AlertDetailDialogProps) {
  const translate = useTranslate();
  const time = useAlertTime();
  const mayCreate = useCan('operational-alerts')('create');
  const mayAnalyse = useMayAnalyse();
  const near = neighbours(items, currentId, (item) => item.id_movalerta);
  const item = near.index >= 0 ? items[near.index] : currentId === undefined ? undefined : { id_movalerta: currentId };
  const movement = useAlertMovement(item);
  const record = movement.data;
  const nameOf = (id: number) => record?.viewedBy.find((viewer) => viewer.id_usuario === id)?.usu_nome;
  const title = record?.mov_titulo ?? item?.mov_titulo ?? translate('alerts.dialog.title');

  return (
    <Dialog open={currentId !== undefined} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="alert-detail-title" data-testid="alert-detail">
      <DialogTitle id="alert-detail-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }} data-testid="alert-detail-title">
          {title}
        </Box>
        {near.index >= 0 && items.length > 1 && (
          <Typography variant="caption" color="text.secondary">
            {translate('alerts.dialog.position', { current: near.index + 1, total: items.length })}
          </Typography>
        )}
        <Tooltip title={translate('alerts.dialog.previous')}>
          <span>
            <IconButton
              size="small"
              aria-label={translate('alerts.dialog.previous')}
              disabled={!near.previous}
              onClick={() => near.previous && onNavigate(near.previous.id_movalerta)}
            >
              <ChevronLeftIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('alerts.dialog.next')}>
          <span>
            <IconButton
              size="small"
              aria-label={translate('alerts.dialog.next')}
              disabled={!near.next}
              onClick={() => near.next && onNavigate(near.next.id_movalerta)}
            >
              <ChevronRightIcon />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton size="small" aria-label={translate('alerts.dialog.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {movement.loading && !record && <LinearProgress />}
        {movement.error !== undefined && <ErrorNotice message="global.error.messages.loadDataError" onRetry={movement.reload} />}
        {record && (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between">
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }} data-testid="alert-detail-message">
                  {record.mov_msg_alerta}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {translate('alerts.dialog.raisedAt')}: <span title={time.absolute(record.mov_dt_alerta)}>{time.relative(record.mov_dt_alerta)}</span>
                  {record.gru_descri ? ` · ${translate('alerts.list.group')}: ${record.gru_descri}` : ''}
                </Typography>
                {mayAnalyse && (
                  <Button
                    size="small"
                    component={Link}
                    to={newAnalysisPath('alert', record.id_movalerta)}
                    sx={{ mt: 0.5, px: 0 }}
                    data-testid="alert-detail-analyse"
                  >
                    {translate('rcaLinks.analyse')}
                  </Button>
                )}
              </Box>
              <Stack spacing={0.5} alignItems={{ xs: 'flex-start', sm: 'flex-end' }}>
                <Typography variant="caption" color="text.secondary">
                  {translate('alerts.dialog.viewedBy')}
                </Typography>
                <ViewersAvatarGroup
                  viewers={record.viewedBy}
                  max={ALERT_VIEW_AVATAR_MAX}
                  viewedAt={(viewer) => (viewer.dt_visualizado ? time.relative(viewer.dt_visualizado) : undefined)}
                />
              </Stack>
            </Stack>
            {!mayCreate && (
              <Alert severity="info" data-testid="alert-detail-read-only">
                {translate('alerts.permissions.createNeeded')}
              </Alert>
            )}
            <Divider />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
                <AlertCauseForm
                  key={record.id_movalerta}
                  idMovalerta={record.id_movalerta}
                  cause={record.mov_causa ?? ''}
                  canEdit={mayCreate}
                  onSaved={movement.reload}
                />
                <NotifyUsersForm key={`notify-${record.id_movalerta}`} idAlerta={record.id_alerta} idMovalerta={record.id_movalerta} canNotify={mayCreate} />
              </Stack>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <AlertChat key={record.id_movalerta} idMovalerta={record.id_movalerta} canComment={mayCreate} nameOf={nameOf} />
              </Box>
            </Stack>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
