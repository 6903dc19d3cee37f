/** A student at a desk with a laptop and books, drawn inline so nothing is fetched; `label` describes it. */
export function StudentIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 400 340" role="img" aria-label={label} className="hero__art-svg">
      <defs>
        <linearGradient id="edu-hero-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#dbe7ff" />
          <stop offset="1" stopColor="#fde9c8" />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width="400" height="340" rx="28" fill="url(#edu-hero-bg)" />
      <circle cx="320" cy="70" r="36" fill="#fff" opacity="0.7" />
      <circle cx="70" cy="90" r="22" fill="#fff" opacity="0.5" />
      {/* body */}
      <path d="M130 300c0-62 32-100 70-100s70 38 70 100z" fill="#2554d8" />
      <path d="M182 204h36l-18 30z" fill="#fff" />
      {/* neck and head */}
      <rect x="188" y="172" width="24" height="34" rx="10" fill="#b9825f" />
      <circle cx="200" cy="140" r="46" fill="#c98f6b" />
      <path d="M152 136c0-34 22-52 50-52 30 0 48 20 46 50-12-10-30-16-52-16-20 0-34 6-44 18z" fill="#2b1d16" />
      <circle cx="184" cy="146" r="4.5" fill="#2b1d16" />
      <circle cx="216" cy="146" r="4.5" fill="#2b1d16" />
      <path d="M186 164c8 8 20 8 28 0" stroke="#7a3e2a" strokeWidth="4" fill="none" strokeLinecap="round" />
      {/* desk, laptop, books */}
      <rect x="40" y="282" width="320" height="18" rx="6" fill="#8a5a3b" />
      <path d="M150 282l14-52h92l14 52z" fill="#334155" />
      <rect x="172" y="240" width="76" height="30" rx="4" fill="#93c5fd" />
      <circle cx="210" cy="256" r="5" fill="#fff" />
      <rect x="62" y="256" width="64" height="12" rx="3" fill="#f59e0b" />
      <rect x="68" y="244" width="56" height="12" rx="3" fill="#16a34a" />
      <rect x="58" y="268" width="72" height="14" rx="3" fill="#dc2626" />
      <path d="M292 250h44v32h-44z" fill="#fff" />
      <path d="M300 260h28M300 268h20" stroke="#94a3b8" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
