import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { GoalStatus } from '../../../../../domain/dashboards/components/summaries/goal-outcome.js';
import type { TagStatus } from '../../../../../domain/dashboards/tag-values/tag-status.js';
import { useStatusColors } from '../tag-values/status-colors.js';

/** A goal status in the tag status component's colours and shapes: met as normal, within tolerance as a warning, missed as an alarm. */
export const GOAL_STATUS_TONE: Record<GoalStatus, TagStatus> = {
  met: 'normal',
  withinTolerance: 'warning',
  missed: 'alarm',
  noGoal: 'noData',
  noData: 'noData',
};

const icons: Record<TagStatus, typeof HelpOutline> = { normal: CheckCircleOutline, warning: WarningAmber, alarm: ErrorOutline, noData: HelpOutline };

/** A status as an icon of its own shape and colour, so it never rests on colour alone (WCAG 2.2, 1.4.1 Use of Color). */
export function StatusIcon({ tone, label }: { tone: TagStatus; label: string }) {
  const colors = useStatusColors();
  const Icon = icons[tone];
  return <Icon titleAccess={label} fontSize="inherit" sx={{ color: colors[tone], verticalAlign: 'text-bottom' }} data-status={tone} />;
}
