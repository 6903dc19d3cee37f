/** A small document badge showing the type label ('PDF', 'PNG'...), tinted by family. */
export function FileBadge({ label }: { label: string }) {
  const family = /^(PDF)$/.test(label)
    ? 'pdf'
    : /^(JPE?G|PNG|GIF|WEBP|BMP|SVG)$/.test(label)
      ? 'image'
      : /^(MP4|AVI|MOV)$/.test(label)
        ? 'video'
        : /^(PPTX?|KEY)$/.test(label)
          ? 'slides'
          : 'doc';
  return (
    <span className={`file-badge file-badge--${family}`} aria-hidden="true">
      {label.slice(0, 4)}
    </span>
  );
}
