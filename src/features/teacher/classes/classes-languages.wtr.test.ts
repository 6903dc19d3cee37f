import { expect } from 'chai';
import { findByShadowRole, within } from 'shadow-dom-testing-library';
import { classServer } from '../../../test-support/class-server.ts';
import { expectInLanguage } from '../../../test-support/languages.ts';
import { mount } from '../../../test-support/mount.ts';
import { networkSuite } from '../../../test-support/network-suite.ts';
import { defineTeacherSection } from '../../../test-support/teacher-section.ts';
import ClassesSection from './classes-section.tsx';

defineTeacherSection('test-classes-languages', ClassesSection);

const arabic = (n: number): string => new Intl.NumberFormat('ar').format(n);

const show = (lang: string): Promise<HTMLElement> =>
  mount('test-classes-languages', { lang, 'teacher-id': '1', 'teacher-name': 'Ms. Priya Sharma' });
/** The facts of the card of the class named `name`. */
async function facts(el: HTMLElement, name: string): Promise<(string | null)[]> {
  const card = (await findByShadowRole(el, 'heading', { name, level: 4 })).closest('li')!;
  return within(card)
    .getAllByShadowRole('definition')
    .map((d) => d.textContent);
}

describe('Classes section in other languages', () => {
  const net = networkSuite();
  beforeEach(() => net.serve(classServer().routes));

  it('in Spanish: the texts, and counts with their plural', async () => {
    const el = await show('es');
    await expectInLanguage(el, 'ltr', 'Mis clases');
    expect(await facts(el, 'Class A')).to.deep.equal(['Advanced Mathematics', '10th', '2026-27', '10 estudiantes', 'Titular']);
    expect(await facts(el, 'Class B')).to.deep.equal(['Physics Fundamentals', 'Mixto', 'Sin indicar', '1 estudiante', 'Titular']);
    expect((await facts(el, 'Class C'))[4]).to.equal('Coprofesor');
  });

  it('in Arabic: right to left, Arabic texts, counts in Arabic plural forms and digits', async () => {
    const el = await show('ar');
    await expectInLanguage(el, 'rtl', 'صفوفي');
    expect((await facts(el, 'Class A')).slice(3)).to.deep.equal([`${arabic(10)} طلاب`, 'المالك']);
    expect((await facts(el, 'Class B'))[3]).to.equal('طالب واحد');
    expect((await facts(el, 'Class C'))[3]).to.equal('طالبان');
  });
});
