import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  base: './',
  plugins: [react()],
  build: { rollupOptions: { input: [page('index.html'), page('learner.html')] } },
  logLevel: 'warn',
});
