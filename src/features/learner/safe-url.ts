export { safeMaterialUrl } from '../../lib/safe-url.ts';

/** Spec section 8: what is recorded when a material cannot be opened. */
export const urlNotAvailableMessage = (name: string): string => `URL not available for ${name}`;
