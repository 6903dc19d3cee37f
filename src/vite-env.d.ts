/// <reference types="vite/client" />

// The modules scripts/build/pdfjs-files-plugin.mjs generates: where pdf.js's files are.
declare module 'virtual:edu-pdfjs-files' {
  /** The URL of a file pdf.js asks for (`kind` as pdf.js names it), or undefined if it is not one we ship. */
  export function pdfjsFile(kind: string, filename: string): string | undefined;
}
declare module 'virtual:edu-pdfjs-paths' {
  /** Prefix of the annotation icons' URLs: pdf.js appends `annotation-<name>.svg`. */
  export const imageResourcesPath: string;
  /** pdf.js's `wasmUrl`: the worker appends the no-wasm JPEG 2000 decoder's file name. */
  export const wasmUrl: string;
}
