/** pdf.js's worker code, loaded into a server thread that runs documents on its "fake worker". */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
