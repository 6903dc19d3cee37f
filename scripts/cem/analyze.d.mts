import type { Manifest } from '../manifest-model.ts';

/** The manifest as `npm run manifest` writes it, computed in this process without writing it. */
export function analyze(): Promise<Manifest>;
