/// <reference types="mocha" />
import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import '../../elements/edu-auth.ts';
import { cleanup, elementRoot, mount, setPath, waitFor } from '../../test-support/mount.ts';

const errorOf = (el: HTMLElement, input: HTMLElement): string | null => {
  const id = input.getAttribute('aria-describedby');
  return id ? (el.shadowRoot!.getElementById(id)?.textContent ?? null) : null;
};

async function show(path: string, attrs: Record<string, string>, props: Record<string, unknown> = {}): Promise<HTMLElement> {
  setPath(path);
  const el = await mount('edu-auth', attrs, props);
  // The first mount loads the lazy chunk and the language's texts through Vite.
  await findByShadowRole(el, 'heading', { level: 1 }, { timeout: 10_000 });
  return el;
}

describe('<edu-auth> in Spanish and Arabic', () => {
  afterEach(() => {
    cleanup();
    setPath('/');
  });

  it('shows the sign-in screen in Arabic, right to left, with Arabic field errors', async () => {
    const el = await show('/login', { lang: 'ar' });
    await findByShadowRole(el, 'heading', { name: 'مرحبًا بعودتك', level: 1 });
    expect(elementRoot(el).getAttribute('dir')).to.equal('rtl');
    expect(getComputedStyle(elementRoot(el)).direction).to.equal('rtl');
    const tab = await findByShadowRole(el, 'tab', { name: 'تسجيل الدخول' });
    expect(tab.getAttribute('aria-selected')).to.equal('true');
    await findByShadowRole(el, 'tablist', { name: 'الحساب' });
    await findByShadowRole(el, 'region', { name: 'عزّز رحلتك التعليمية' });
    await findByShadowText(el, 'مدرّبون خبراء');
    await findByShadowRole(el, 'button', { name: 'المتابعة باستخدام Google' });

    const email = await findByShadowRole(el, 'textbox', { name: 'البريد الإلكتروني' });
    (await findByShadowRole(el, 'button', { name: 'تسجيل الدخول' })).click();
    await waitFor(() => errorOf(el, email) === 'البريد الإلكتروني مطلوب');
    await findByShadowText(el, 'كلمة المرور مطلوبة');
  });

  it('shows the sign-up form in Spanish: labels, roles, the terms sentence and every field error', async () => {
    const el = await show('/signup', { lang: 'es' });
    await findByShadowRole(el, 'heading', { name: 'Únete a nuestra comunidad de aprendizaje', level: 1 });
    expect(elementRoot(el).getAttribute('dir')).to.equal('ltr');
    const role = (await findByShadowRole(el, 'combobox', { name: 'Soy' })) as HTMLSelectElement;
    expect([...role.options].map((o) => o.text)).to.deep.equal([
      'Selecciona tu rol',
      'Estudiante',
      'Docente',
      'Madre, padre o tutor',
    ]);
    await findByShadowRole(el, 'checkbox', { name: 'Acepto los Términos del servicio y la Política de privacidad' });
    await findByShadowRole(el, 'button', { name: 'Registrarse con Facebook' });

    (await findByShadowRole(el, 'button', { name: 'Crear cuenta' })).click();
    for (const text of [
      'El nombre completo es obligatorio',
      'El correo electrónico es obligatorio',
      'Selecciona un rol',
      'La contraseña es obligatoria',
      'Confirma tu contraseña',
      'Debes aceptar los términos y condiciones',
    ]) {
      await findByShadowText(el, text);
    }
  });

  it('shows the errors already on screen in the new language when the language changes', async () => {
    const el = await show('/signup', { lang: 'es' });
    (await findByShadowRole(el, 'button', { name: 'Crear cuenta' })).click();
    await findByShadowText(el, 'El nombre completo es obligatorio');
    el.setAttribute('lang', 'en');
    await findByShadowRole(el, 'heading', { name: 'Join Our Learning Community' });
    await findByShadowText(el, 'Full name is required');
  });

  it('toasts the outcome in the language', async () => {
    const el = await show('/login', { lang: 'es' }, { submitHandler: () => Promise.reject(new Error('401')) });
    // The prototype setter, so React's value tracker sees a change (as with real typing).
    const set = (input: HTMLInputElement, value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    set((await findByShadowRole(el, 'textbox', { name: 'Correo electrónico' })) as HTMLInputElement, 'ana@school.org');
    set(el.shadowRoot!.querySelector<HTMLInputElement>('#login-password')!, 'secret1');
    (await findByShadowRole(el, 'button', { name: 'Iniciar sesión' })).click();
    await findByShadowText(el, 'No se pudo iniciar sesión. Inténtalo de nuevo.');
  });
});
