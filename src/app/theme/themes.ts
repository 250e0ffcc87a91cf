/**
 * The compact light and dark themes: 12px text, 28px controls, dense tables,
 * primary colour from the branding. Plain options, so the sign-in screen can use them
 * with MUI alone and react-admin with <Admin theme darkTheme>.
 */
import type { RaThemeOptions } from 'react-admin';
import { branding } from '../config/branding.js';
import { compactComponents } from './compact-components.js';
import { menuClosedWidth, menuWidth } from '../layout/shell-constants.js';

export type ThemeMode = 'light' | 'dark';

export function appTheme(mode: ThemeMode): RaThemeOptions {
  const dark = mode === 'dark';
  return {
    palette: {
      mode,
      primary: { main: branding.color },
      secondary: { main: dark ? '#90caf9' : '#263238' },
      background: dark ? { default: '#121417', paper: '#1c1f24' } : { default: '#f3f5f8', paper: '#ffffff' },
    },
    shape: { borderRadius: 4 },
    spacing: 6,
    typography: {
      fontSize: 12,
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      body1: { fontSize: '0.75rem' },
      body2: { fontSize: '0.75rem' },
      button: { fontSize: '0.75rem', textTransform: 'none', fontWeight: 600 },
      h6: { fontSize: '0.95rem', fontWeight: 600 },
      h5: { fontSize: '1.1rem', fontWeight: 600 },
    },
    sidebar: { width: menuWidth, closedWidth: menuClosedWidth },
    components: compactComponents(dark),
  };
}

export const lightTheme = appTheme('light');
export const darkTheme = appTheme('dark');

const modeKey = 'plataforma.theme';

/** The theme chosen last, kept outside react-admin's store, which sign-out resets. */
export function storedThemeMode(): ThemeMode {
  return localStorage.getItem(modeKey) === 'dark' ? 'dark' : 'light';
}

export function persistThemeMode(mode: string): void {
  if (mode === 'light' || mode === 'dark') localStorage.setItem(modeKey, mode);
}
