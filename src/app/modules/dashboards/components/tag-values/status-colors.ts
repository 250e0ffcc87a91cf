import { useTheme } from '@mui/material/styles';
import type { TagStatus } from '../../../../../domain/dashboards/tag-values/tag-status.js';

/** The theme's colour of each status: success, warning, error, and a muted grey for no data. */
export function useStatusColors(): Record<TagStatus, string> {
  const { palette } = useTheme();
  return { normal: palette.success.main, warning: palette.warning.main, alarm: palette.error.main, noData: palette.text.disabled };
}
