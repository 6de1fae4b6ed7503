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
    },
  },
});
