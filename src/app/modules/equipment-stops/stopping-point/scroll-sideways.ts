import type { SxProps, Theme } from '@mui/material';

/**
 * A wide table that scrolls sideways inside the page on phones: a zero width keeps its columns out of the
 * layout's minimum width (which would widen the whole page), and min-width 100% gives it the room there is.
 */
export const SCROLL_SIDEWAYS: SxProps<Theme> = { overflowX: 'auto', width: 0, minWidth: '100%' };
