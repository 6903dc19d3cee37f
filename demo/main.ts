import { messagePage } from './message-page.ts';
import { configure, navigate, syncPath } from '../src/index.ts';
import type { Locale } from '../src/lib/i18n/locale.ts';
import { applyLocale, initialLocale, languageSwitch } from './language.ts';
import type { DemoMessages } from './messages.ts';
import { routeFor } from './routes.ts';
import { viewedName, viewPage } from './view-page.ts';

// The portal is the whole page: its elements follow the reader's light or dark system setting,
// as the page itself does (demo.css); embedded elements are light unless told.
configure({ apiBase: location.origin, theme: 'auto' });

const outlet = document.getElementById('outlet')!;
let shownPath: string | null = null;
let locale: Locale = initialLocale();
let texts: DemoMessages = await applyLocale(locale);

function render(): void {
  const path = location.pathname;
  const route = routeFor(path);
  const viewing = path.replace(/\/+$/, '') === '/view';
  const params = new URLSearchParams(location.search);
  document.title = (viewing && viewedName(params)) || texts.titles[route.title];
  if (path === shownPath) return;
  shownPath = path;
  for (const id of ['page-header', 'page-footer']) document.getElementById(id)?.toggleAttribute('hidden', route.shell === false);
  if (route.tag === null) {
    outlet.replaceChildren(notFound(path));
    return;
  }
  if (viewing) {
    outlet.replaceChildren(viewPage(params, texts, closeView));
    return;
  }
  const el = document.createElement(route.tag);
  for (const [k, v] of Object.entries(route.attrs ?? {})) el.setAttribute(k, v);
  outlet.replaceChildren(el);
}

/**
 * Closing the viewer page closes its tab, as a tab opened from "Open in new tab" may be; a tab
 * the browser keeps open (one with history of its own) goes to the portal's home page instead.
 */
function closeView(): void {
  window.close();
  go('/');
}

function notFound(path: string): HTMLElement {
  return messagePage(texts.notFoundTitle, texts.notFoundText(path), texts.goHome);
}

/** The page's own texts in the chosen language; the elements switch by themselves. */
function showPageTexts(): void {
  document.querySelector('.skip-link')!.textContent = texts.skipToContent;
  document.querySelector('.demo-lang')?.replaceWith(languageSwitch(locale, texts.language, (next) => void choose(next)));
  if (routeFor(location.pathname).tag === null) shownPath = null;
  render();
}

async function choose(next: Locale): Promise<void> {
  texts = await applyLocale(next);
  locale = next;
  showPageTexts();
}

// After the skip link, which stays the page's first stop.
document.querySelector('.skip-link')!.after(languageSwitch(locale, texts.language, (next) => void choose(next)));

// Links inside the elements ask first (edu-navigate): route them in-page.
document.addEventListener('edu-navigate', (e) => {
  e.preventDefault();
  go(e.detail.path);
});

// After signing in, each role goes to its own dashboard.
const DASHBOARDS = { student: '/learners', teacher: '/teachers', parent: '/parents', admin: '/admin' } as const;
document.addEventListener('edu-signed-in', (e) => go(DASHBOARDS[e.detail.role]));

// The demo gives the home page's placeholder buttons sensible destinations.
document.addEventListener('edu-home-action', (e) => {
  const { action } = e.detail;
  if (action === 'enroll') go('/signup');
  else if (action === 'take-test' || action === 'view-report') go('/learners');
  else if (action === 'download-materials' || action === 'view-material' || action === 'view-notes') go('/learners');
  else if (action === 'get-syllabus') go('/learners');
  else if (action === 'join-class') go('/login');
});

// Footer links the demo can give a destination; the rest stay placeholders.
const FOOTER_DESTINATIONS: Record<string, string> = { Teachers: '/teachers', Courses: '/learners' };
document.addEventListener('edu-link', (e) => {
  const path = FOOTER_DESTINATIONS[e.detail.name];
  if (path) go(path);
});

document.addEventListener('click', (e) => {
  const a = (e.target as Element | null)?.closest?.('a[href^="/"]');
  if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
  e.preventDefault();
  go(a.getAttribute('href')!);
});

function go(path: string): void {
  navigate(path);
  render();
  window.scrollTo(0, 0);
  outlet.focus({ preventScroll: true });
}

window.addEventListener('popstate', () => {
  syncPath();
  render();
});

showPageTexts();
