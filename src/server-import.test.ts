import { describe, expect, it } from 'vitest';

// A host that renders its pages on a server (Next.js, Nuxt, SvelteKit) evaluates the package
// there: in Node, with no document, window or element registry.
describe('importing the package on a server', () => {
  it('evaluates every module without touching the DOM and registers nothing', async () => {
    expect(typeof document).toBe('undefined');
    expect(typeof customElements).toBe('undefined');
    const pkg = await import('./index.ts');
    expect(Object.keys(pkg).sort()).toEqual(['configure', 'navigate', 'syncPath']);
    pkg.configure({ apiBase: 'https://api.school.example' }); // page-wide settings may be made there too
    expect(typeof customElements).toBe('undefined');
    expect(typeof window).toBe('undefined');
  });
});
