/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BRAND_TITLE?: string;
  readonly VITE_BRAND_COLOR?: string;
  readonly VITE_API_BASE?: string;
}
