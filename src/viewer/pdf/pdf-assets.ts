import bundledWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { bundleRoot } from '../../lib/bundle-root.ts';

/**
 * Where pdf.js's worker and resource files (standard fonts, cMaps, wasm decoders, ICC
 * profiles, annotation icons) come from: our own build, never a CDN. The build copies them
 * to `pdfjs/` beside the bundle (scripts/build/pdfjs-assets-plugin.ts); a host that
 * serves the bundle elsewhere sets `pdf-assets-base` or `configure({ pdfAssetsBase })`.
 */
export interface PdfAssetUrls {
  workerSrc: string;
  cMapUrl: string;
  standardFontDataUrl: string;
  wasmUrl: string;
  iccUrl: string;
  imageResourcesPath: string;
}

/** The worker's file name inside the assets folder (copied there by the build plugin). */
export const PDF_WORKER_FILE = 'pdf.worker.min.mjs';

const withSlash = (s: string): string => (s.endsWith('/') ? s : `${s}/`);

export function pdfAssetUrls(base?: string | null): PdfAssetUrls {
  if (base?.trim()) {
    const b = withSlash(new URL(base.trim(), document.baseURI).href);
    return {
      workerSrc: b + PDF_WORKER_FILE,
      cMapUrl: `${b}cmaps/`,
      standardFontDataUrl: `${b}standard_fonts/`,
      wasmUrl: `${b}wasm/`,
      iccUrl: `${b}iccs/`,
      imageResourcesPath: `${b}images/`,
    };
  }
  // Dev server and component tests read the package folder; the build ships `pdfjs/`. Both are
  // on the bundle's server, which is not the page's when a school's site embeds the bundle.
  const dev = import.meta.env.DEV;
  const b = new URL(dev ? '/node_modules/pdfjs-dist/' : 'pdfjs/', bundleRoot()).href;
  return {
    workerSrc: new URL(bundledWorkerUrl, import.meta.url).href,
    cMapUrl: `${b}cmaps/`,
    standardFontDataUrl: `${b}standard_fonts/`,
    wasmUrl: `${b}wasm/`,
    iccUrl: `${b}iccs/`,
    imageResourcesPath: dev ? `${b}web/images/` : `${b}images/`,
  };
}
