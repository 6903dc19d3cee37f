import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { useState } from 'react';
import { cleanup, elementRoot, mount, waitFor } from '../test-support/mount.ts';
import { resetSession, signInForTest } from '../test-support/session.ts';
import { AccountGate } from './account-gate.tsx';
import { clientError } from './api/error-text.ts';
import { defineElement } from './define-element.tsx';
import { useElement } from './element-context.tsx';
import { defineMessages } from './i18n/messages.ts';
import { lazyComponent } from './lazy-component.tsx';
import { useLeaveGuard } from './leave-guard.tsx';
import { Modal } from './overlay/modal.tsx';
import { reloadSession } from './session.ts';
import { useErrorText } from './use-error-text.ts';

// A caller's own catalogue, as a feature names its lazy parts.
const probeTexts = defineMessages(
  { greeting: 'the greeting' },
  {
    './messages.es.json': async () => ({ default: { greeting: 'el saludo' } }),
    './messages.ar.json': async () => ({ default: { greeting: 'التحية' } }),
  },
);

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const WithEnglishLabel = lazyComponent<object>(failing, { label: 'the greeting' });
const WithLabelFromTexts = lazyComponent<object>(failing, { label: (texts) => texts(probeTexts).greeting });

/** Every shared part with a text of its own: toasts, a modal, the leave guard, a failed chunk, a failure. */
function Probe() {
  const { toast } = useElement();
  const [modal, setModal] = useState(false);
  const { ask, dialog } = useLeaveGuard();
  const errorText = useErrorText();
  return (
    <div>
      <button type="button" onClick={() => toast.error('!')}>
        toast
      </button>
      <button type="button" onClick={() => setModal(true)}>
        modal
      </button>
      <button
        type="button"
        onClick={() =>
          ask(
            ['2 files'],
            () => undefined,
            () => undefined,
          )
        }
      >
        leave
      </button>
      <button type="button" onClick={() => toast.info(errorText(clientError(0, { kind: 'network', detail: 'Failed to fetch' })))}>
        network failure
      </button>
      <Modal open={modal} title="modal title" onClose={() => setModal(false)}>
        <p>body</p>
      </Modal>
      {dialog}
      <section aria-label="english label">
        <WithEnglishLabel />
      </section>
      <section aria-label="label from texts">
        <WithLabelFromTexts />
      </section>
    </div>
  );
}

defineElement({ name: 'test-lib-languages', load: async () => ({ default: Probe }) });

function Gate({ what = '' }: { what?: string }) {
  return (
    <AccountGate roles={['teacher']} what={what}>
      {() => <p>inside</p>}
    </AccountGate>
  );
}

defineElement<{ what?: string }>({
  name: 'test-lib-gate',
  load: async () => ({ default: Gate }),
  attributes: { what: 'string' },
});

describe('shared parts in Spanish and Arabic', () => {
  afterEach(() => {
    cleanup();
    resetSession();
  });

  it('Arabic: right to left, the modal and its Close, the toast, the leave question and failed chunks', async () => {
    const el = await mount('test-lib-languages', { lang: 'ar' });
    (await findByShadowRole(el, 'button', { name: 'modal' })).click();
    expect(elementRoot(el).dir).to.equal('rtl');
    const modal = await findByShadowRole(el, 'dialog', { name: 'modal title' });
    // The dialog sits outside .edu-root (at the top of the shadow root): it carries the language itself.
    expect(modal.getAttribute('lang')).to.equal('ar');
    expect(getComputedStyle(modal).direction).to.equal('rtl');
    (await findByShadowRole(modal, 'button', { name: 'إغلاق' })).click();
    await waitFor(() => !el.shadowRoot!.querySelector('dialog[open]'));

    (await findByShadowRole(el, 'button', { name: 'toast' })).click();
    await findByShadowRole(el, 'button', { name: 'إغلاق الإشعار' });

    (await findByShadowRole(el, 'button', { name: 'leave' })).click();
    const question = await findByShadowRole(el, 'alertdialog', { name: 'المغادرة دون حفظ؟' });
    await findByShadowText(question, 'لديك عمل غير محفوظ:');
    (await findByShadowRole(question, 'button', { name: 'البقاء' })).click();

    // An English phrase from the caller is not mixed into Arabic: the generic phrase replaces it.
    const english = await findByShadowRole(el, 'region', { name: 'english label' });
    await waitFor(() => english.textContent!.includes('تعذّر تحميل هذا الجزء من الصفحة. تحقّق من اتصالك وحاول مرة أخرى.'));
    await findByShadowRole(english, 'button', { name: 'إعادة المحاولة' });
    const named = await findByShadowRole(el, 'region', { name: 'label from texts' });
    await waitFor(() => named.textContent!.includes('تعذّر تحميل التحية.'));
  });

  it('Spanish: the failed chunk, the toast and a network failure worded in Spanish', async () => {
    const el = await mount('test-lib-languages', { lang: 'es' });
    const named = await findByShadowRole(el, 'region', { name: 'label from texts' });
    expect(elementRoot(el).lang).to.equal('es');
    await waitFor(() => named.textContent!.includes('No se pudo cargar el saludo. Comprueba tu conexión e inténtalo de nuevo.'));
    await findByShadowRole(named, 'button', { name: 'Intentar de nuevo' });
    const english = await findByShadowRole(el, 'region', { name: 'english label' });
    await waitFor(() => english.textContent!.includes('No se pudo cargar esta parte de la página.'));
    (await findByShadowRole(el, 'button', { name: 'toast' })).click();
    await findByShadowRole(el, 'button', { name: 'Descartar notificación' });
    (await findByShadowRole(el, 'button', { name: 'network failure' })).click();
    await findByShadowText(el, 'No se pudo conectar con el servidor');
  });

  it('English stays exactly as it was', async () => {
    const el = await mount('test-lib-languages');
    const english = await findByShadowRole(el, 'region', { name: 'english label' });
    await waitFor(() => english.textContent === 'Could not load the greeting. Check your connection and try again. Try again');
    (await findByShadowRole(el, 'button', { name: 'modal' })).click();
    await findByShadowRole(el, 'button', { name: 'Close' });
    (await findByShadowRole(el, 'button', { name: 'network failure' })).click();
    await findByShadowText(el, 'Failed to fetch');
  });

  it('the account gate in Arabic and Spanish: wrong role, role names in the list, Sign Out', async () => {
    signInForTest('student');
    const ar = await mount('test-lib-gate', { lang: 'ar', what: 'لوحة المعلم' });
    await findByShadowRole(ar, 'heading', { name: 'غير متاح لهذا الحساب' });
    await findByShadowText(ar, 'لا يمكن استخدام لوحة المعلم إلا بحسابات من نوع معلم. أنت مسجّل الدخول باسم Alex Johnson (طالب).');
    await findByShadowRole(ar, 'button', { name: 'تسجيل الخروج' });
    cleanup();

    signInForTest('parent');
    const es = await mount('test-lib-gate', { lang: 'es', what: 'El panel del profesor' });
    await findByShadowText(
      es,
      'El panel del profesor es para cuentas de tipo Profesor. Has iniciado sesión como Rajesh Sharma (Padre/madre).',
    );
    await findByShadowRole(es, 'button', { name: 'Cerrar sesión' });
  });

  it('a session that could not be checked says why in the language, the browser reason included', async () => {
    const unreachable = 'http://127.0.0.1:9';
    await reloadSession(unreachable);
    const el = await mount('test-lib-gate', { lang: 'es', 'api-base': unreachable });
    await findByShadowRole(el, 'heading', { name: 'Inicia sesión para ver tu panel' });
    await findByShadowText(el, 'No se pudo comprobar tu cuenta: No se pudo conectar con el servidor');
    cleanup();
    const en = await mount('test-lib-gate', { 'api-base': unreachable });
    await findByShadowText(en, 'Could not check your account: Failed to fetch');
  });
});
