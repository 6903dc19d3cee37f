// negotiator 1.x (its own package ships no types; @types/negotiator describes 0.6 without `preferred`).
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The best of `available` for Accept-Encoding; `preferred` breaks ties between equal q-values. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
