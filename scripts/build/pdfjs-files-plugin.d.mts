import type { Plugin } from 'vite';

export const PDFJS_FILES_MODULE: 'virtual:edu-pdfjs-files';
export const PDFJS_PATHS_MODULE: 'virtual:edu-pdfjs-paths';
/** The Vite plugin that references each of pdf.js's files relative to the module that asks for it. */
export function pdfjsFiles(): Plugin;
