import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import { seriesColor } from './series-colors.js';

/** Each chosen tag's series colour in the current theme, by its place in the choice. */
export function useTagColors(tags: readonly unknown[]): string[] {
  const { palette } = useTheme();
  return useMemo(() => tags.map((_, index) => seriesColor(index, palette.mode)), [tags, palette.mode]);
}
