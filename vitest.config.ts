import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;
const alias = {
  '@shared': path.join(root, 'src/shared'),
  '@web': path.join(root, 'src/web'),
  '@server': path.join(root, 'src/server'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: ['src/web/**/*.server.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // Several 5 s waits (test/setup.ts) may follow each other on a loaded machine.
          testTimeout: 20_000,
        },
      },
      {
        // What the server renders of the storefront (first-paint/first-paint.tsx), in Node, as on the server.
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web-server',
          environment: 'node',
          include: ['src/web/**/*.server.test.{ts,tsx}'],
        },
      },
    ],
  },
});
