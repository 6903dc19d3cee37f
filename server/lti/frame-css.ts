/** The styles of the tool's own pages in the LMS's frame: the launched element, the deep linking picker, a refusal. */
export const FRAME_CSS = `html,body{margin:0;min-height:100%;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff;line-height:1.5}
.edu-launch-open{margin:24px 0;padding:10px 18px;border:0;border-radius:8px;background:#2563eb;color:#fff;font:inherit;font-weight:600;cursor:pointer}
#edu-launch-root>.edu-launch-open{margin:24px}
a.edu-launch-open{display:inline-block;margin:8px 0;text-decoration:none}
.edu-launch-open:focus-visible,.edu-pick-cancel:focus-visible,.edu-pick input:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
.edu-pick{max-width:720px;margin:0 auto;padding:16px 20px 32px}
.edu-pick h1{font-size:1.5rem;margin:8px 0 16px}
.edu-pick fieldset{border:1px solid #e5e7eb;border-radius:10px;margin:0 0 16px;padding:8px 16px 12px}
.edu-pick legend{font-weight:600;padding:0 6px}
.edu-pick input{width:18px;height:18px;margin:0;align-self:center}
.edu-pick ul{list-style:none;margin:0;padding:0}
.edu-pick li label{display:grid;grid-template-columns:auto minmax(0,1fr) auto;gap:2px 10px;align-items:baseline;padding:8px 0;border-bottom:1px solid #f3f4f6;cursor:pointer;overflow-wrap:anywhere}
.edu-pick li:last-child label{border-bottom:0}
.edu-pick small{color:#4b5563;white-space:nowrap}
.edu-pick-actions{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
.edu-pick-cancel{padding:10px 18px;border:1px solid #d1d5db;border-radius:8px;background:#fff;color:#1f2937;font:inherit;cursor:pointer}
@media (max-width:480px){.edu-pick small{grid-column:2;white-space:normal}}
`;
