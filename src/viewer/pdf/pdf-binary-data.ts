/** What pdf.js's worker asks the page for: a cMap, a standard font or a wasm decoder, by file name. */
export interface BinaryDataRequest {
  kind: string;
  filename: string;
}

/**
 * pdf.js's `BinaryDataFactory` for the files the package ships: each file has its own URL (see
 * virtual:edu-pdfjs-files), so a file name maps to a URL instead of being appended to a folder's.
 * The list of URLs is a chunk of its own, loaded on the first request. A name that is not one of
 * those files (a document names the cMaps it wants) is refused without a request.
 */
export class PackagedBinaryData {
  // pdf.js passes its cMapUrl, standardFontDataUrl and wasmUrl options: the files' own URLs replace them.
  constructor(_options?: unknown) {}

  async fetch({ kind, filename }: BinaryDataRequest): Promise<Uint8Array> {
    const { pdfjsFile } = await import('virtual:edu-pdfjs-files');
    const url = pdfjsFile(kind, filename);
    if (!url) throw new Error(`pdf.js asked for a file that is not shipped: ${kind} ${filename}`);
    const res = await fetch(url);
    if (!res.ok) throw new Error(`Unable to load ${filename} from ${url} (${res.status})`);
    return new Uint8Array(await res.arrayBuffer());
  }
}
