/** One icon of a sprite: the file name pdf.js asks for and the icon's SVG text. */
export interface SvgIcon {
  name: string;
  svg: string;
}
/** The icons in one SVG, each framed by a `<view id="<name>">`, addressed as `sprite.svg#<name>`. */
export function svgViews(icons: readonly SvgIcon[]): string;
