import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { mount } from '../../../test-support/mount.ts';
import { json } from '../../../test-support/fetch-double.ts';
import { expectInLanguage } from '../../../test-support/languages.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { pickFiles } from '../../../test-support/form.ts';
import { sampleMaterial } from '../../../test-support/samples.ts';
import { openTab } from '../../../test-support/open.ts';
import { defineTeacherSection } from '../../../test-support/teacher-section.ts';
import MaterialsSection from './materials-section.tsx';

defineTeacherSection('test-materials-languages', MaterialsSection);

const MATERIALS = [
  sampleMaterial('Lectures/Mathematics/Algebra Basics.pdf'),
  sampleMaterial('Exams/Biology/Cells Quiz.png', { type: 'image/png' }),
  sampleMaterial('Projects/History/README'),
];
const UPLOADED = new Date('2025-01-15T09:30:00.000Z');

const arabic = (n: number): string => new Intl.NumberFormat('ar').format(n);
const fileInput = (el: HTMLElement): HTMLInputElement => el.shadowRoot!.querySelector('input[type=file]')!;
const pdf = (name: string): File => new File([new Uint8Array(262_144)], name, { type: 'application/pdf' });
const row = async (el: HTMLElement, title: string): Promise<HTMLElement> => (await findByShadowText(el, title)).closest('li')!;

const show = (lang: string): Promise<HTMLElement> => mount('test-materials-languages', { lang, 'teacher-id': '1' });

describe('Materials section in other languages', () => {
  networkSuite({ 'GET /api/getStudyMaterials/1': json({ materials: MATERIALS }) });

  it('in Arabic: right to left, Arabic texts, sizes, counts and dates', async () => {
    const el = await show('ar');
    await expectInLanguage(el, 'rtl', 'المواد الدراسية');
    expect((await findByShadowRole(el, 'tab', { name: 'رفع' })).getAttribute('aria-selected')).to.equal('true');
    await findByShadowText(el, 'اسحب الملفات وأفلتها هنا');
    await findByShadowRole(el, 'button', { name: 'تصفّح الملفات' });
    await findByShadowRole(el, 'combobox', { name: 'الفئة' });
    expect(((await findByShadowRole(el, 'button', { name: 'رفع الملفات' })) as HTMLButtonElement).disabled).to.equal(true);
    await findByShadowText(el, 'يُرجى اختيار الملفات والفئة والمقرر.');

    pickFiles(fileInput(el), [pdf('notes.pdf'), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })]);
    await findByShadowText(el, 'setup.exe ليس نوع ملف مدعومًا.');
    await findByShadowRole(el, 'heading', { name: /الملفات المحددة/ });
    await findByShadowRole(el, 'progressbar', { name: 'تقدّم رفع notes.pdf' });
    expect((await row(el, 'notes.pdf')).textContent).to.include(
      `${new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(0.25)} ميغابايت`,
    );

    await openTab(el, 'إدارة', `المواد المرفوعة (${arabic(3)})`);
    await findByShadowRole(el, 'searchbox', { name: 'البحث في المواد' });
    await findByShadowRole(el, 'button', { name: 'حذف Algebra Basics.pdf' });
    const algebra = await row(el, 'Algebra Basics.pdf');
    expect(algebra.textContent)
      .to.include(new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'short', year: 'numeric' }).format(UPLOADED))
      .and.include('كيلوبايت');
    expect((await row(el, 'README')).textContent).to.include('ملف');
  });

  it('in Spanish: left to right, Spanish texts and dates', async () => {
    const el = await show('es');
    await expectInLanguage(el, 'ltr', 'Materiales de estudio');
    await findByShadowText(el, 'Arrastra y suelta archivos aquí');
    await findByShadowRole(el, 'combobox', { name: 'Curso' });
    await findByShadowRole(el, 'button', { name: 'Subir archivos' });

    await openTab(el, 'Gestionar', 'Materiales subidos (3)');
    const search = (await findByShadowRole(el, 'searchbox', { name: 'Buscar materiales' })) as HTMLInputElement;
    expect(search.placeholder).to.equal('Buscar materiales...');
    // The day before the month.
    expect((await row(el, 'Algebra Basics.pdf')).textContent)
      .to.include('15 ene 2025')
      .and.include('2 KB');

    (await findByShadowRole(el, 'button', { name: 'Eliminar Algebra Basics.pdf' })).click();
    const dialog = await findByShadowRole(el, 'alertdialog', { name: 'Eliminar material' });
    expect(dialog.textContent).to.include('¿Seguro que quieres eliminar «Algebra Basics.pdf»? Esta acción no se puede deshacer.');
    (await findByShadowRole(el, 'button', { name: 'Cancelar' })).click();
  });
});
