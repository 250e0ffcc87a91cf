import { isMobileMode, requestedDebugFlag } from './mobile-mode.js';

const debugKey = 'plataforma.mobile';

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether this page runs as the native variant (see mobile-mode.ts). Reads the Capacitor bridge,
 * the build flag and the `?mobile=` debug flag, and remembers the latter.
 */
export function mobileMode(): boolean {
  const search = typeof window === 'undefined' ? undefined : window.location.search;
  const requested = requestedDebugFlag(search);
  const store = storage();
  if (requested === '1') store?.setItem(debugKey, '1');
  if (requested === '0') store?.removeItem(debugKey);
  const capacitor = typeof window === 'undefined' ? undefined : (window as { Capacitor?: CapacitorGlobal }).Capacitor;
  return isMobileMode({
    nativePlatform: capacitor?.isNativePlatform?.() ?? false,
    buildFlag: import.meta.env.VITE_MOBILE,
    search,
    stored: store?.getItem(debugKey),
  });
}
