import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { CssBaseline } from '@mui/material';
import { ThemeProvider, createTheme, type ThemeOptions } from '@mui/material/styles';
import { appTheme, storedThemeMode } from '../theme/themes.js';
import { signInI18n } from '../signin/signin-i18n.js';
import { EmbeddedComponent } from './EmbeddedComponent.js';

/**
 * `/iframe/component` (public, section 2): one component named by `?component=`, without the
 * shell, so a host page can embed it in a frame. MUI and i18next only, like the sign-in screen.
 */
export function IframeComponentPage() {
  const [params] = useSearchParams();
  const theme = useMemo(() => createTheme(appTheme(storedThemeMode()) as ThemeOptions), []);
  return (
    <I18nextProvider i18n={signInI18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <EmbeddedComponent name={params.get('component') ?? ''} />
      </ThemeProvider>
    </I18nextProvider>
  );
}
