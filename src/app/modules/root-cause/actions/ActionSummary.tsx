import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCalendarDate } from '../../../../domain/format/index.js';
import type { ActionView } from '../../../../domain/root-cause/model.js';
import { useFormat } from '../../../format/useFormat.js';
import { ActionStatusChip, ApprovalChip, TimeStatusChip, VerificationChip } from '../shared/StatusChips.js';

/** One line of an action: title, responsible, deadline, its states, the suspension and the file count. */
export function ActionSummary({ action, showApproval }: { action: ActionView; showApproval: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  const id = action.id_action;
  return (
    <Stack spacing={0.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
        <Typography variant="subtitle2" sx={{ mr: 1 }} data-testid={`rca-action-title-${id}`}>
          {action.title}
        </Typography>
        <ActionStatusChip status={action.status} testId={`rca-action-status-${id}`} />
        <TimeStatusChip status={action.time_status} testId={`rca-action-time-${id}`} />
        {showApproval && <ApprovalChip status={action.approval} testId={`rca-action-approval-${id}`} />}
        {action.verification.status !== 'pending' && <VerificationChip status={action.verification.status} testId={`rca-action-verification-${id}`} />}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <Typography variant="body2" color="text.secondary">
          {translate('rcaActions.fields.who')}: {action.responsible.name}
        </Typography>
        <Typography variant="body2" color={action.time_status === 'late' ? 'error' : 'text.secondary'} data-testid={`rca-action-deadline-${id}`}>
          {translate('rcaActions.fields.when')}: {formatCalendarDate(format.locale, action.deadline)}
        </Typography>
        {action.attachments.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center' }} data-testid={`rca-action-files-${id}`}>
            <AttachFileIcon fontSize="inherit" />
            {translate('rcaActions.attachmentCount', { smart_count: action.attachments.length })}
          </Typography>
        )}
      </Stack>
      {action.suspended && (
        <Typography variant="body2" color="warning.main" data-testid={`rca-action-suspended-${id}`}>
          {translate('rootCause.suspended')}
        </Typography>
      )}
    </Stack>
  );
}
