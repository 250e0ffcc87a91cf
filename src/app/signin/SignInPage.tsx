import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { Box, Card, CardContent, CssBaseline, Stack, Typography } from '@mui/material';
import { ThemeProvider, createTheme, type ThemeOptions } from '@mui/material/styles';
import { appTheme, storedThemeMode } from '../theme/themes.js';
import { branding } from '../config/branding.js';
import { BrandLogo } from '../branding/BrandLogo.js';
import { getToken } from '../auth/session-store.js';
import { originPath } from '../auth/destination.js';
import { signInI18n } from './signin-i18n.js';
import { SignInForm } from './SignInForm.js';
import { SsoSignIn } from '../sso/SsoSignIn.js';
import { SignInFooter } from './SignInFooter.js';
import { LanguageSelect } from './LanguageSelect.js';

/** The public sign-in screen at `/` and `/login`: MUI and i18next only, no react-admin. */
export function SignInPage() {
  const location = useLocation();
  const theme = useMemo(() => createTheme(appTheme(storedThemeMode()) as ThemeOptions), []);
  if (getToken()) return <Navigate to={originPath(location.state)} replace />;
  return (
    <I18nextProvider i18n={signInI18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Box
          component="main"
          sx={{
            minHeight: '100vh',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'background.default',
            p: 2,
          }}
        >
          <Card sx={{ width: '100%', maxWidth: 360 }} elevation={3}>
            <CardContent>
              <Stack spacing={1.5}>
                <Stack direction="row" alignItems="center" spacing={1} justifyContent="center" data-testid="signin-logo">
                  <BrandLogo />
                  <Typography variant="h5" component="h1" color="primary">
                    {branding.title}
                  </Typography>
                </Stack>
                <SignInForm />
                <SsoSignIn />
                <LanguageSelect />
              </Stack>
            </CardContent>
          </Card>
          <SignInFooter />
        </Box>
      </ThemeProvider>
    </I18nextProvider>
  );
}
