import type { Plugin } from 'vite';

/** A translation file's JSON with each message parsed: a text stays a string, a message with arguments becomes its syntax tree. */
export function precompileTranslation(data: unknown, file: string): unknown;
/** The Vite plugin that precompiles every `*messages.xx.json` imported as a module. */
export function precompileTranslations(): Plugin;
