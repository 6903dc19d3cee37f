// `npm run manifest` writes custom-elements.json from the JSDoc of src/elements/*.ts, then the
// package's types (types/) and the README's element tables from it.
import { fileURLToPath } from 'node:url';
import { defineElementPlugin } from './scripts/cem/define-element-plugin.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

export default {
  globs: ['src/elements/*.ts'],
  exclude: ['src/elements/*.test.ts'],
  outdir: '.',
  // package.json names the manifest itself (`customElements`); the analyzer must not rewrite it.
  packagejson: false,
  dependencies: false,
  plugins: [
    defineElementPlugin({
      bundleModule: 'dist/edu-widgets.js',
      defineElementFile: here('src/lib/define-element.tsx'),
      eventsFile: here('src/lib/events.ts'),
      themeFile: here('src/lib/base.css'),
      // The attributes define-element gives every element.
      commonAttributes: {
        'api-base': {
          type: 'string',
          description: "The API server's base URL (default: `configure({apiBase})`, else the page's origin).",
        },
        'base-path': {
          type: 'string',
          description:
            "Where links inside the element lead: a path ('/portal/') or the portal's URL (default: `configure({basePath})`, else '/').",
        },
        theme: {
          type: "'light' | 'dark' | 'auto'",
          description:
            "The element's colours; `auto` follows the reader's system setting (default: `configure({theme})`, else `light`).",
        },
      },
      // HTML's global attributes that every element follows.
      globalAttributes: {
        lang: {
          type: 'string',
          description:
            "The language of the element's texts, dates and numbers: `en`, `es` or `ar` (right to left); a regional tag such as `es-MX` keeps its formats, any other language shows English (default: the closest `[lang]` around the element, else `<html lang>`).",
        },
      },
      // What define-element renders in every element's shadow root besides the element itself.
      commonParts: [
        { name: 'toasts', description: 'The region the notifications appear in.' },
        { name: 'toast', description: 'Each notification.' },
        { name: 'toast-success', description: 'A success notification.' },
        { name: 'toast-error', description: 'An error notification.' },
        { name: 'toast-warning', description: 'A warning notification.' },
        { name: 'toast-info', description: 'An information notification.' },
        { name: 'toast-loading', description: 'A notification of work in progress.' },
      ],
      themeDescriptions: {
        '--edu-font': 'The font family.',
        '--edu-primary': 'The main colour: buttons, links, the current navigation entry.',
        '--edu-primary-hover': 'The main colour under the pointer.',
        '--edu-primary-contrast': 'Text on the main colour.',
        '--edu-accent': 'The accent colour (highlights, badges).',
        '--edu-bg': 'The page background behind the cards.',
        '--edu-surface': 'The background of cards, panels and dialogs.',
        '--edu-surface-2': 'A second, tinted surface (table headers, selected rows).',
        '--edu-text': 'The text colour.',
        '--edu-muted': 'Secondary text.',
        '--edu-border': 'Borders and dividers.',
        '--edu-success': 'Success text and icons.',
        '--edu-info': 'Information text and icons.',
        '--edu-warning': 'Warning text and icons.',
        '--edu-danger': 'Error and destructive text and icons.',
        '--edu-success-bg': 'The background of success messages.',
        '--edu-info-bg': 'The background of information messages.',
        '--edu-warning-bg': 'The background of warnings.',
        '--edu-danger-bg': 'The background of errors.',
        '--edu-radius': 'The corner radius of cards and dialogs.',
        '--edu-radius-sm': 'The corner radius of buttons and fields.',
        '--edu-shadow': 'The shadow of cards and dialogs.',
        '--edu-focus': 'The focus ring (a box-shadow).',
        '--edu-header-height': "The header's height.",
        '--edu-content-width': 'The widest the content column gets (header, pages and footer share it).',
        '--edu-gutter': 'The space on each side of the content column.',
        '--edu-gutter-narrow': 'The space on each side of the content column on phones.',
      },
    }),
  ],
};
