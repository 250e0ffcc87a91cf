/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BRAND_TITLE?: string;
  readonly VITE_BRAND_COLOR?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_PRODUCT?: string;
  /** '1': the native (mobile) variant; see src/app/mobile/mobile-mode.ts. */
  readonly VITE_MOBILE?: string;
}

/** package.json's version, put in by Vite's `define` at build time. */
declare const __APP_VERSION__: string;
