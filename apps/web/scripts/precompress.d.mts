import type { Plugin } from 'vite';

/** Writes `.br` and `.gz` siblings of every js/css/html/svg/json/webmanifest file of the build output. */
export function precompress(): Plugin;
