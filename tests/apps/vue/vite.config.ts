import vue from '@vitejs/plugin-vue';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

// Vue is told the edu-* tags are custom elements, not Vue components.
export default defineConfig({
  base: './',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('edu-') } } })],
  build: { rollupOptions: { input: [page('index.html'), page('learner.html')] } },
  logLevel: 'warn',
});
