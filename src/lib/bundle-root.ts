/**
 * The folder the bundle is served from, on the bundle's own server: resolved against this
 * module's URL, not the page's, since a school's site may load the bundle from another origin.
 */
export const bundleRoot = (): string => new URL(import.meta.env.BASE_URL, import.meta.url).href;
