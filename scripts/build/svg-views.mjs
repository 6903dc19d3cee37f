// Plain JavaScript: loaded by pdfjs-files-plugin.mjs, which the component test runner's config
// loads without a TypeScript loader.

const OPENING = /<svg\b([^>]*)>/;
/** @type {(attrs: string, name: string) => string | undefined} */
const attr = (attrs, name) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(attrs)?.[1];

/**
 * The icons in one SVG file, each addressed by `sprite.svg#<name>`: a `<view id="<name>">`
 * frames the icon, drawn as a nested <svg> of its own size, one below the other (one unit apart,
 * so no icon's edge shows in its neighbour's view). An icon without a width, height or viewBox,
 * or an id that is not a plain file name, is refused.
 * @param {readonly { name: string, svg: string }[]} icons each icon's file name and SVG text
 * @returns {string} the sprite's SVG text
 */
export function svgViews(icons) {
  let y = 0;
  let width = 0;
  /** @type {string[]} */
  const parts = [];
  for (const { name, svg } of icons) {
    if (!/^[A-Za-z0-9._-]+$/.test(name)) throw new Error(`Not an icon file name: ${name}`);
    const open = OPENING.exec(svg);
    const close = svg.lastIndexOf('</svg>');
    const w = open && Number(attr(open[1] ?? '', 'width'));
    const h = open && Number(attr(open[1] ?? '', 'height'));
    const viewBox = open && attr(open[1] ?? '', 'viewBox');
    if (!open || close < open.index || !w || !h || !viewBox) throw new Error(`${name}: no <svg> with width, height and viewBox`);
    const inner = svg.slice(open.index + open[0].length, close);
    parts.push(
      `<view id="${name}" viewBox="0 ${y} ${w} ${h}"/>`,
      `<svg y="${y}" width="${w}" height="${h}" viewBox="${viewBox}">${inner}</svg>`,
    );
    y += h + 1;
    width = Math.max(width, w);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y}" viewBox="0 0 ${width} ${y}">${parts.join('')}</svg>\n`;
}
