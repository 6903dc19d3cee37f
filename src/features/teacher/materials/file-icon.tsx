/**
 * A small document badge showing the type label ('PDF', 'PNG'...), tinted by family; the
 * file's first page in small instead, when the server made one. The tints are lib tones.css's;
 * video has its own.
 */
export function FileBadge({ label, thumbnail = null }: { label: string; thumbnail?: string | null }) {
  const tint = /^(PDF)$/.test(label)
    ? 'tone-danger'
    : /^(JPE?G|PNG|GIF|WEBP|BMP|SVG)$/.test(label)
      ? 'tone-success'
      : /^(MP4|AVI|MOV)$/.test(label)
        ? 'file-badge--video'
        : /^(PPTX?|KEY)$/.test(label)
          ? 'tone-warning'
          : 'tone-info';
  if (thumbnail) {
    return (
      <span className="file-badge file-badge--thumb" aria-hidden="true">
        <img src={thumbnail} alt="" loading="lazy" decoding="async" />
      </span>
    );
  }
  return (
    <span className={`file-badge ${tint}`} aria-hidden="true">
      {label.slice(0, 4)}
    </span>
  );
}
