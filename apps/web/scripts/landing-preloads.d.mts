import type { Plugin } from 'vite';

export function landingPreloads(): Plugin;
