import bundledWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { imageResourcesPath, wasmUrl } from 'virtual:edu-pdfjs-paths';
import { PackagedBinaryData } from './pdf-binary-data.ts';

/**
 * Where pdf.js's worker and resource files (standard fonts, cMaps, wasm decoders, ICC
 * profiles, annotation icons) come from: our own build, never a CDN. By default each file is
 * referenced relative to the bundle's own modules (scripts/build/pdfjs-files-plugin.ts), so a
 * host's bundler copies them and the standalone bundle finds them beside its chunks; pdf.js then
 * asks `binaryData` for cMaps, fonts and decoders by name. `pdf-assets-base` or
 * `configure({ pdfAssetsBase })` names a folder laid out like the build's `pdfjs/` instead,
 * from which pdf.js's worker fetches the files itself.
 */
export interface PdfAssetUrls {
  workerSrc: string;
  wasmUrl: string;
  imageResourcesPath: string;
  /**
   * How pdf.js gets cMaps, fonts and decoders: from a BinaryDataFactory when each file has a URL
   * of its own, else from folders its worker fetches from (with the ICC profile: without a
   * folder, pdf.js's colour management, its qcms decoder, is off).
   */
  files: { BinaryDataFactory: typeof PackagedBinaryData } | { cMapUrl: string; standardFontDataUrl: string; iccUrl: string };
}

/** The worker's file name inside the assets folder (copied there by the build plugin). */
export const PDF_WORKER_FILE = 'pdf.worker.min.mjs';

const withSlash = (s: string): string => (s.endsWith('/') ? s : `${s}/`);

export function pdfAssetUrls(base?: string | null): PdfAssetUrls {
  if (base?.trim()) {
    const b = withSlash(new URL(base.trim(), document.baseURI).href);
    return {
      workerSrc: b + PDF_WORKER_FILE,
      wasmUrl: `${b}wasm/`,
      imageResourcesPath: `${b}images/`,
      files: { cMapUrl: `${b}cmaps/`, standardFontDataUrl: `${b}standard_fonts/`, iccUrl: `${b}iccs/` },
    };
  }
  // Each is absolute already, or (webpack's `new URL` of an asset) a path on the page's server.
  return {
    workerSrc: new URL(bundledWorkerUrl, document.baseURI).href,
    wasmUrl: new URL(wasmUrl, document.baseURI).href,
    imageResourcesPath: new URL(imageResourcesPath, document.baseURI).href,
    files: { BinaryDataFactory: PackagedBinaryData },
  };
}
