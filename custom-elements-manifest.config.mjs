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
      // Custom properties of one element only are its JSDoc's @cssprop lines.
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
      // The resolved theme, set by define-element on every element (a state: the host's markup is left as it is).
      commonStates: [
        { name: 'light', description: 'The light palette is shown.' },
        { name: 'dark', description: 'The dark palette is shown.' },
        { name: 'auto', description: 'The palette follows the reader\'s system setting (`theme="auto"`).' },
      ],
      themeDescriptions: {
        '--edu-font': 'The font family.',
        '--edu-font-mono': "The monospace font (the administrator's codes and keys).",
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
        '--edu-warning-text': 'Warning text on the warning background (badges, notes): darker than `--edu-warning` for contrast.',
        '--edu-space-1':
          "Spacing scale, its smallest step: inside tight groups (a badge's icon and text, a label above its value).",
        '--edu-space-2': 'Spacing scale: between an icon and its label, between buttons in a row, the block padding of fields.',
        '--edu-space-3': 'Spacing scale: between the rows of a list, the inline padding of fields and navigation items.',
        '--edu-space-4': 'Spacing scale: between cards, the padding of cards on phones.',
        '--edu-space-5': 'Spacing scale: the padding of cards and panels, between the parts of a section.',
        '--edu-space-6': 'Spacing scale: between the navigation and the content, between the blocks of a page.',
        '--edu-space-7': "Spacing scale: above a page's content, between the home page's columns.",
        '--edu-space-8': "Spacing scale: around empty and loading states, below a page's content.",
        '--edu-space-9': 'Spacing scale, its largest step: below the sign-in card.',
        '--edu-text-xs': 'Type scale: badges, captions, small headings in capitals.',
        '--edu-leading-xs': 'The line height of `--edu-text-xs` text.',
        '--edu-text-sm': 'Type scale: secondary text, table cells, hints, small buttons.',
        '--edu-leading-sm': 'The line height of `--edu-text-sm` text.',
        '--edu-text-md': 'Type scale: body text, buttons, fields, navigation items.',
        '--edu-leading-md': 'The line height of `--edu-text-md` text.',
        '--edu-text-lg': 'Type scale: the titles of cards, panels and dialogs.',
        '--edu-leading-lg': 'The line height of `--edu-text-lg` text.',
        '--edu-text-xl': "Type scale: a section's title; a page's title on phones.",
        '--edu-leading-xl': 'The line height of `--edu-text-xl` text.',
        '--edu-text-2xl': "Type scale: a page's title, figures on cards.",
        '--edu-leading-2xl': 'The line height of `--edu-text-2xl` text.',
        '--edu-text-3xl':
          "Type scale: the headlines of the sign-in and parents' pages (the home page's on phones), large figures on phones.",
        '--edu-leading-3xl': 'The line height of `--edu-text-3xl` text.',
        '--edu-text-4xl': "Type scale: the home page's headline, large figures (a score, overall progress).",
        '--edu-leading-4xl': 'The line height of `--edu-text-4xl` text.',
        '--edu-radius':
          'The corner radius of cards and dialogs, which every step of the corner radius scale follows (0 squares every corner).',
        '--edu-radius-xs':
          'Corner radius scale: small marks (chart bars, file badges) and the options inside a segmented control (default: a third of `--edu-radius`).',
        '--edu-radius-sm': 'Corner radius scale: buttons, fields, navigation items (default: two thirds of `--edu-radius`).',
        '--edu-radius-md': 'Corner radius scale: cards, panels and dialogs (default: `--edu-radius`).',
        '--edu-radius-lg': 'Corner radius scale: large panels (the sign-in card; default: four thirds of `--edu-radius`).',
        '--edu-radius-full':
          'Corner radius scale: pills (badges, chips, round buttons; default: round, square when `--edu-radius` is 0).',
        '--edu-shadow': 'The shadow of cards (the default of `--edu-shadow-2`).',
        '--edu-shadow-1': 'Elevation 1: a raised control (the chosen option of a segmented control or tab).',
        '--edu-shadow-2': 'Elevation 2: cards and panels (default: `--edu-shadow`).',
        '--edu-shadow-3': 'Elevation 3: what floats over the page (dialogs, drawers, notifications, menus).',
        '--edu-focus': 'The focus ring (a box-shadow).',
        '--edu-header-height':
          "The header's height, and where sticky column names stop below a host's own sticky header (0 for none).",
        '--edu-toast-top':
          "How far below the window's top toasts show (default: `--edu-header-height` plus 12 px), for a host whose own fixed header is taller.",
        '--edu-content-width': 'The widest the content column gets (header, pages and footer share it).',
        '--edu-gutter': 'The space on each side of the content column.',
        '--edu-gutter-narrow': 'The space on each side of the content column on phones.',
      },
    }),
  ],
};
