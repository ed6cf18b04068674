/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time default API base URL ("" = same origin). */
  readonly VITE_API_BASE_URL?: string;
  /** Build-time default merchant code ("demo"). */
  readonly VITE_MERCHANT?: string;
}
