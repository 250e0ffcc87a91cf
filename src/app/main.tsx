import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RequireSession } from './auth/RequireSession.js';
import { initialLocale } from './i18n/locales.js';
import { loadHostBranding } from './branding/host-branding.js';
import { installErrorReporting } from './errors/error-reporting.js';

// Two chunks: the light sign-in screen, and the react-admin app that only signed users load.
const SignInPage = lazy(() => import('./signin/SignInPage.js').then((m) => ({ default: m.SignInPage })));
const AdminApp = lazy(() => import('./AdminApp.js').then((m) => ({ default: m.AdminApp })));
// Public and shell-less: one embeddable component for host pages' frames.
const IframeComponentPage = lazy(() => import('./iframe/IframeComponentPage.js').then((m) => ({ default: m.IframeComponentPage })));

document.documentElement.lang = initialLocale();
installErrorReporting();

// The host's branding (title, colour, logo, favicon) is in place before the first screen paints.
void loadHostBranding().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/" element={<SignInPage />} />
            <Route path="/login" element={<SignInPage />} />
            <Route path="/iframe/component" element={<IframeComponentPage />} />
            <Route
              path="*"
              element={
                <RequireSession>
                  <AdminApp />
                </RequireSession>
              }
            />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </StrictMode>,
  ),
);
