/**
 * A small document badge showing the type label ('PDF', 'PNG'...), tinted by family; the
 * file's first page in small instead, when the server made one.
 */
export function FileBadge({ label, thumbnail = null }: { label: string; thumbnail?: string | null }) {
  const family = /^(PDF)$/.test(label)
    ? 'pdf'
    : /^(JPE?G|PNG|GIF|WEBP|BMP|SVG)$/.test(label)
      ? 'image'
      : /^(MP4|AVI|MOV)$/.test(label)
        ? 'video'
        : /^(PPTX?|KEY)$/.test(label)
          ? 'slides'
          : 'doc';
  if (thumbnail) {
    return (
      <span className="file-badge file-badge--thumb" aria-hidden="true">
        <img src={thumbnail} alt="" loading="lazy" decoding="async" />
      </span>
    );
  }
  return (
    <span className={`file-badge file-badge--${family}`} aria-hidden="true">
      {label.slice(0, 4)}
    </span>
  );
}
