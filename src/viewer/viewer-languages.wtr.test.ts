import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { sendKeys } from '@web/test-runner-commands';
import '../elements/edu-material-viewer.ts';
import { cleanup, elementRoot, mount, waitFor } from '../test-support/mount.ts';

// A variable base keeps Vite from turning fixture URLs into asset imports.
const here = import.meta.url;
const fixture = (name: string) => new URL(`./test-fixtures/${name}`, here).href;

const n = (tag: string, value: number): string => new Intl.NumberFormat(tag).format(value);
/** The zoom as shown: the image viewer's percentage, or the PDF zoom box's chosen step. */
const zoomText = (el: HTMLElement): string => {
  const box = el.shadowRoot!.querySelector<HTMLSelectElement>('select.mv-zoom');
  return box ? box.selectedOptions[0]!.textContent! : el.shadowRoot!.querySelector('output')!.textContent!;
};
const renderedPage = (el: HTMLElement) =>
  el.shadowRoot!.querySelector('[data-rendered-page]')?.getAttribute('data-rendered-page');

describe('<edu-material-viewer> in Arabic and Spanish', () => {
  afterEach(() => cleanup());

  it('Arabic PDF: right-to-left chrome, "page 1 of 3" in Arabic, mirrored Previous/Next, the page itself left to right', async () => {
    const el = await mount('edu-material-viewer', {
      lang: 'ar',
      src: fixture('multi-page.pdf'),
      name: 'multi-page.pdf',
      type: 'application/pdf',
      open: '',
    });
    const dialog = await findByShadowRole(el, 'dialog', { name: 'multi-page.pdf' });
    expect(elementRoot(el).dir).to.equal('rtl');
    expect(getComputedStyle(dialog).direction).to.equal('rtl');
    await findByShadowRole(el, 'button', { name: 'إغلاق العارض' });
    await findByShadowRole(el, 'button', { name: 'تكبير' });
    await waitFor(() => renderedPage(el) === '1', 15_000);
    await findByShadowText(el, `الصفحة ${n('ar', 1)} من ${n('ar', 3)}`);
    // The zoom box is labelled once page 1 is on screen.
    await waitFor(() => zoomText(el) === new Intl.NumberFormat('ar', { style: 'percent' }).format(1));

    const nav = await findByShadowRole(el, 'navigation', { name: 'الصفحات' });
    const previous = await findByShadowRole(nav, 'button', { name: 'السابقة' });
    const next = await findByShadowRole(nav, 'button', { name: 'التالية' });
    // Next is on the left in right-to-left, its chevron turned to point there.
    expect(next.getBoundingClientRect().right).to.be.below(previous.getBoundingClientRect().left);
    expect(getComputedStyle(next.querySelector('svg')!).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    await findByShadowText(nav, `من ${n('ar', 3)}`);

    const page = el.shadowRoot!.querySelector<HTMLElement>('.mv-pdf-page')!;
    expect(getComputedStyle(page).direction).to.equal('ltr');
    expect(getComputedStyle(el.shadowRoot!.querySelector('canvas')!).direction).to.equal('ltr');

    // The left arrow goes forward, the way the reading goes.
    (await findByShadowRole(el, 'region', { name: 'صفحة المستند' })).focus();
    await sendKeys({ press: 'ArrowLeft' });
    await findByShadowText(el, `الصفحة ${n('ar', 2)} من ${n('ar', 3)}`);
    await sendKeys({ press: 'ArrowRight' });
    await findByShadowText(el, `الصفحة ${n('ar', 1)} من ${n('ar', 3)}`);
  });

  it('Arabic: a missing image says so in Arabic, with Close', async () => {
    const el = await mount('edu-material-viewer', { lang: 'ar', src: fixture('missing.png'), name: 'missing.png', open: '' });
    const title = await findByShadowText(el, 'خطأ في تحميل الصورة');
    expect(title.closest('[role="alert"]')!.textContent).to.contain('تعذّر تحميل الصورة');
    await findByShadowRole(el, 'button', { name: 'إغلاق' });
  });

  it('Spanish image: toolbar, zoom in Spanish percent and the keyboard help', async () => {
    const el = await mount('edu-material-viewer', { lang: 'es', src: fixture('photo.png'), type: 'image/png', open: '' });
    await findByShadowRole(el, 'dialog', { name: 'Imagen' });
    expect(elementRoot(el).dir).to.equal('ltr');
    const zoomIn = await findByShadowRole(el, 'button', { name: 'Acercar' });
    await findByShadowRole(el, 'button', { name: 'Alejar' });
    await findByShadowRole(el, 'button', { name: 'Girar' });
    await findByShadowRole(el, 'button', { name: 'Restablecer vista' });
    await findByShadowRole(el, 'button', { name: 'Descargar' });
    await findByShadowRole(el, 'button', { name: 'Cerrar visor' });
    await findByShadowText(el, /^Teclas: \+ o = acercar/);
    await waitFor(() => !(zoomIn as HTMLButtonElement).disabled);
    zoomIn.click();
    await waitFor(() => zoomText(el) === new Intl.NumberFormat('es', { style: 'percent' }).format(1.25));
    expect(zoomText(el)).to.equal('125\u00a0%');
  });

  it('Spanish: the unsupported-file panel and a missing PDF', async () => {
    const el = await mount('edu-material-viewer', { lang: 'es', src: fixture('notes.docx'), open: '' });
    await findByShadowRole(el, 'heading', { name: 'Tipo de archivo no compatible' });
    await findByShadowText(el, 'Información del archivo');
    await findByShadowText(el, 'Desconocido', { selector: 'dd' });
    await findByShadowText(el, 'Archivo no compatible', { selector: 'dd' });
    await findByShadowRole(el, 'button', { name: 'Descargar archivo' });
    await findByShadowText(el, 'Formatos compatibles: documentos PDF e imágenes (JPG, PNG, GIF, WebP)');
    cleanup();

    const pdf = await mount('edu-material-viewer', {
      lang: 'es',
      src: fixture('missing.pdf'),
      type: 'application/pdf',
      open: '',
    });
    await findByShadowRole(pdf, 'dialog', { name: 'Documento PDF' });
    const title = await findByShadowText(pdf, 'Error al cargar el PDF', {}, { timeout: 10_000 });
    const alert = title.closest('[role="alert"]')!;
    expect(alert.textContent).to.contain('No se pudo cargar el documento PDF');
    expect(alert.textContent).to.contain('Falta el archivo PDF.');
  });
});
