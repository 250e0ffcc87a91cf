import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import WarningIcon from '@mui/icons-material/Warning';
import type { SvgIconComponent } from '@mui/icons-material';
import type { HmiReading } from './hmi-data-api.js';

export type HmiStatus = HmiReading['status'];

/**
 * Each status by colour AND shape, so it reads without colour too (WCAG 2.2, 1.4.1 Use of Color): a tick, a
 * triangle, a filled circle with a mark, a question mark; the colours are the theme's success, warning and error.
 */
export const hmiStatusLook: Record<HmiStatus, { Icon: SvgIconComponent; background: string; text: string }> = {
  normal: { Icon: CheckCircleIcon, background: 'success.main', text: 'success.contrastText' },
  warning: { Icon: WarningIcon, background: 'warning.main', text: 'warning.contrastText' },
  alarm: { Icon: ErrorIcon, background: 'error.main', text: 'error.contrastText' },
  noData: { Icon: HelpOutlineIcon, background: 'grey.600', text: 'common.white' },
};
