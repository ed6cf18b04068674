import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // ESM entries first: a CommonJS build would `require` React from the root node_modules (React 18, see vite.config.ts).
  resolve: {
    dedupe: ['react', 'react-dom'],
    mainFields: ['module', 'main'],
    conditions: ['module', 'browser'],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost/m/home' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    server: {
      deps: {
        // Packages that import React are run through Vite so `dedupe` gives them this app's React 19 (see vite.config.ts).
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-query/,
          /react-i18next/,
          /zustand/,
          /antd-mobile/,
          /@react-spring/,
          /@use-gesture/,
          /ahooks/,
        ],
      },
    },
  },
});
