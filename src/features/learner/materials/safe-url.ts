export { safeMaterialUrl } from '../../../lib/safe-url.ts';

/** What is recorded when a material cannot be opened. */
export const urlNotAvailableMessage = (name: string): string => `URL not available for ${name}`;
