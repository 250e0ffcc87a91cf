import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActionStatus, ApprovalStatus, EffectStatus, TimeStatus, VerificationStatus } from '../../../../domain/root-cause/model.js';

type Color = ChipProps['color'];

const effectColors: Record<EffectStatus, Color> = { open: 'info', 'in-analysis': 'warning', concluded: 'success', canceled: 'default' };
const actionColors: Record<ActionStatus, Color> = {
  'not-started': 'default',
  'in-progress': 'info',
  'pending-verification': 'warning',
  completed: 'success',
  canceled: 'default',
};
const timeColors: Record<TimeStatus, Color> = { 'on-time': 'success', late: 'error' };
const approvalColors: Record<ApprovalStatus, Color> = { waiting: 'default', 'sent-for-approval': 'info', approved: 'success', disapproved: 'error' };
const verificationColors: Record<VerificationStatus, Color> = { pending: 'default', effective: 'success', ineffective: 'error' };

interface LabelChipProps {
  label: string;
  color: Color;
  testId?: string;
  variant?: ChipProps['variant'];
}

function LabelChip({ label, color, testId, variant }: LabelChipProps) {
  const translate = useTranslate();
  return <Chip size="small" color={color} variant={variant ?? (color === 'default' ? 'outlined' : 'filled')} label={translate(label)} data-testid={testId} />;
}

interface StatusChipProps<S extends string> {
  status: S;
  testId?: string;
}

/** An effect's analysis status (`rootCause.effectStatus`). */
export const EffectStatusChip = ({ status, testId }: StatusChipProps<EffectStatus>) => (
  <LabelChip label={`rootCause.effectStatus.${status}`} color={effectColors[status]} testId={testId} />
);

/** An action's status (`rootCause.actionStatus`). */
export const ActionStatusChip = ({ status, testId }: StatusChipProps<ActionStatus>) => (
  <LabelChip label={`rootCause.actionStatus.${status}`} color={actionColors[status]} testId={testId} />
);

/** On time or late; late is red. */
export const TimeStatusChip = ({ status, testId }: StatusChipProps<TimeStatus>) => (
  <LabelChip label={`rootCause.timeStatus.${status}`} color={timeColors[status]} variant={status === 'late' ? 'filled' : 'outlined'} testId={testId} />
);

/** An action's approval (`rootCause.approval`). */
export const ApprovalChip = ({ status, testId }: StatusChipProps<ApprovalStatus>) => (
  <LabelChip label={`rootCause.approval.${status}`} color={approvalColors[status]} variant="outlined" testId={testId} />
);

/** An action's efficiency verification (`rootCause.verification`). */
export const VerificationChip = ({ status, testId }: StatusChipProps<VerificationStatus>) => (
  <LabelChip label={`rootCause.verification.${status}`} color={verificationColors[status]} variant="outlined" testId={testId} />
);
