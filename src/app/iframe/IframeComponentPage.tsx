import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { CssBaseline } from '@mui/material';
import { ThemeProvider, createTheme, type ThemeOptions } from '@mui/material/styles';
import { appTheme, storedThemeMode } from '../theme/themes.js';
import { signInI18n } from '../signin/signin-i18n.js';
import { embedTokenOf } from '../modules/dashboards/embed/embed-url.js';
import { embedLocale } from '../modules/dashboards/embed/embed-i18n.js';
import { EmbedPage } from '../modules/dashboards/embed/EmbedPage.js';
import { EmbedProviders } from '../modules/dashboards/embed/EmbedProviders.js';
import { EmbeddedComponent } from './EmbeddedComponent.js';

/**
 * `/iframe/component` (public, section 2), without the shell, so a host page can frame it. With a dashboard
 * link's token (`#token=ptk_…`: a TV link or an iframe export) it shows that dashboard, tab or widget through
 * react-admin's contexts in the link's language (`?lang=`, else the browser's); otherwise the component named
 * by `?component=`, with MUI and i18next only, like the sign-in screen.
 */
export function IframeComponentPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const token = embedTokenOf(location);
  const theme = useMemo(() => createTheme(appTheme(storedThemeMode()) as ThemeOptions), []);
  if (token) {
    return (
      <EmbedProviders locale={embedLocale(location.search)}>
        <EmbedPage token={token} />
      </EmbedProviders>
    );
  }
  return (
    <I18nextProvider i18n={signInI18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <EmbeddedComponent name={params.get('component') ?? ''} />
      </ThemeProvider>
    </I18nextProvider>
  );
}
