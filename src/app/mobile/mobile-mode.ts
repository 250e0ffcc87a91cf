/**
 * Mobile mode (the native variant of platform-core sections 1, 2 and 7): the API address field and
 * QR scan at sign-in, `/home`, the simplified top bar and the bottom menu.
 *
 * It is on when any of these says so, first match wins:
 * 1. the page runs inside a Capacitor native shell (`window.Capacitor.isNativePlatform()`);
 * 2. the build was made with `VITE_MOBILE=1`;
 * 3. the address carries `?mobile=1` ("mobile debug mode"; `?mobile=0` turns it off), remembered in
 *    localStorage under `plataforma.mobile` so that it survives navigation and reloads.
 */
export interface MobileModeInputs {
  /** `window.Capacitor?.isNativePlatform()`, when Capacitor is present. */
  nativePlatform?: boolean;
  /** `import.meta.env.VITE_MOBILE`. */
  buildFlag?: string;
  /** `location.search`. */
  search?: string;
  /** The remembered debug flag (`'1'` or `'0'`), or null. */
  stored?: string | null;
}

const on = (value: string | null | undefined): boolean => value === '1' || value === 'true';

/** The debug flag the address asks for, `'1'` / `'0'`, or undefined when it says nothing. */
export function requestedDebugFlag(search: string | undefined): '1' | '0' | undefined {
  const value = new URLSearchParams(search ?? '').get('mobile');
  if (value === null) return undefined;
  return on(value) ? '1' : '0';
}

export function isMobileMode({ nativePlatform, buildFlag, search, stored }: MobileModeInputs): boolean {
  if (nativePlatform) return true;
  if (on(buildFlag)) return true;
  const requested = requestedDebugFlag(search);
  return requested !== undefined ? requested === '1' : on(stored);
}
