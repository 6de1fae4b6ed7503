import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    rolldownOptions: {
      // packages/schema's modules only declare schemas and constants: a page that needs MESSAGES does not pull
      // in every zod schema (and zod) with it.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/schema/') },
      // Two chunks besides each screen's own: what the first page needs (one file, not six), and what two or more
      // screens share. Left to itself the bundler cut the editor's code into ~40 files, which a browser asks for six at
      // a time over HTTP/1.1: ~450 ms of round trips before the editor's first pages (bench/BENCHMARKS.md).
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            { name: 'shared', minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
