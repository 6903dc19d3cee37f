/// <reference types="mocha" />
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryByShadowRole, queryByShadowText, within } from 'shadow-dom-testing-library';
import '../../elements/edu-auth.ts';
import type { EduEventDetails } from '../../lib/events.ts';
import { cleanup, mount, setPath, waitFor } from '../../test-support/mount.ts';
import { resetSession } from '../../test-support/session.ts';
import { EMPTY_SIGN_UP_ERRORS } from '../../test-support/page-facts.ts';
import { $session } from '../../stores/session.ts';
import { deferred } from '../../test-support/deferred.ts';
import { recordEvents } from '../../test-support/events.ts';
import { fakeFetch, json } from '../../test-support/fetch-double.ts';
import { labelledField } from '../../test-support/form.ts';
import { setSimulatedSubmitDelay, type AuthSubmission } from './submit.ts';

type Auth = HTMLElement & { submitHandler?: (s: AuthSubmission) => Promise<unknown> };

async function show(path: string, attrs: Record<string, string> = {}, props: Record<string, unknown> = {}): Promise<Auth> {
  setPath(path);
  const el = await mount<Auth>('edu-auth', attrs, props);
  // The first mount loads the lazy chunk through Vite: allow for a busy machine.
  await findByShadowRole(el, 'heading', { level: 1 }, { timeout: 10_000 });
  return el;
}

const activePanel = (el: HTMLElement) => within(el).findByShadowRole('tabpanel');
/** The control labelled `label` in the visible form (both forms have an 'Email Address'). */
async function field(el: HTMLElement, label: string): Promise<HTMLInputElement> {
  return labelledField(await activePanel(el), label);
}
const errorOf = (el: HTMLElement, input: HTMLElement): string | null => {
  const id = input.getAttribute('aria-describedby');
  return id ? (el.shadowRoot!.getElementById(id)?.textContent ?? null) : null;
};
/** The details of `type` events the document receives during the test. */
function listen<K extends keyof EduEventDetails>(type: K): EduEventDetails[K][] {
  const recorder = recordEvents<EduEventDetails[K]>(type);
  listeners.push(recorder.stop);
  return recorder.details;
}
let listeners: (() => void)[] = [];

// Real keyboard input through the browser (user-event does not follow focus into shadow roots).
const user = {
  async type(input: HTMLElement, text: string): Promise<void> {
    input.focus();
    const [chars, enter] = text.endsWith('{Enter}') ? [text.slice(0, -7), true] : [text, false];
    if (chars) await sendKeys({ type: chars });
    if (enter) await sendKeys({ press: 'Enter' });
  },
  async clear(input: HTMLInputElement): Promise<void> {
    input.focus();
    input.select();
    await sendKeys({ press: 'Backspace' });
  },
  async click(target: HTMLElement): Promise<void> {
    target.click();
  },
  async selectOptions(select: HTMLElement, value: string): Promise<void> {
    // The prototype setter, so React's value tracker sees a change (as with a real pick).
    const el = select as unknown as HTMLSelectElement;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('change', { bubbles: true }));
  },
  async keyboard(key: string): Promise<void> {
    await sendKeys({ press: key.replace(/[{}]/g, '') });
  },
};

async function fillSignUp(el: HTMLElement) {
  await user.type(await field(el, 'Full Name'), 'Ana Lima');
  await user.type(await field(el, 'Email Address'), 'ana@school.org');
  await user.selectOptions(await field(el, 'I am a'), 'teacher');
  await user.type(await field(el, 'Password'), 'Secret12');
  await user.type(await field(el, 'Confirm Password'), 'Secret12');
  await user.click(await findByShadowRole(el, 'checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }));
}

describe('<edu-auth>', () => {
  afterEach(async () => {
    listeners.forEach((off) => off());
    listeners = [];
    cleanup();
    setPath('/');
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  describe('tabs', () => {
    it('shows Sign In with its heading at /login', async () => {
      const el = await show('/login');
      expect((await findByShadowRole(el, 'tab', { name: 'Sign In' })).getAttribute('aria-selected')).to.equal('true');
      await findByShadowRole(el, 'heading', { name: 'Welcome Back', level: 1 });
      await findByShadowText(el, 'Sign in to continue your learning journey');
      await findByShadowRole(el, 'button', { name: 'Sign In' });
    });

    it('shows Sign Up with its heading at /signup and at any other path', async () => {
      for (const path of ['/signup', '/register']) {
        const el = await show(path);
        expect((await findByShadowRole(el, 'tab', { name: 'Sign Up' })).getAttribute('aria-selected')).to.equal('true');
        await findByShadowRole(el, 'heading', { name: 'Join Our Learning Community' });
        await findByShadowText(el, 'Create your account to start learning today');
        await findByShadowRole(el, 'button', { name: 'Create Account' });
        cleanup();
      }
    });

    it('re-syncs when the path changes', async () => {
      const el = await show('/signup');
      setPath('/school/login');
      await findByShadowRole(el, 'heading', { name: 'Welcome Back' });
      setPath('/signup');
      await findByShadowRole(el, 'heading', { name: 'Join Our Learning Community' });
    });

    it('lets the mode attribute override the path, and follows the path again without it', async () => {
      const el = await show('/login', { mode: 'signup' });
      await findByShadowRole(el, 'heading', { name: 'Join Our Learning Community' });
      el.setAttribute('mode', 'login');
      await findByShadowRole(el, 'heading', { name: 'Welcome Back' });
      setPath('/signup');
      await new Promise((r) => setTimeout(r, 50));
      expect(queryByShadowRole(el, 'heading', { name: 'Welcome Back' })).to.not.equal(null);
      el.removeAttribute('mode');
      await findByShadowRole(el, 'heading', { name: 'Join Our Learning Community' });
    });

    it('switches forms with the tab buttons without navigating, keeping what was typed', async () => {
      const el = await show('/login');
      await user.type(await field(el, 'Email Address'), 'kept@school.org');
      const signUpTab = await findByShadowRole(el, 'tab', { name: 'Sign Up' });
      await user.click(signUpTab);
      await findByShadowRole(el, 'heading', { name: 'Join Our Learning Community' });
      signUpTab.focus();
      expect(location.pathname).to.equal('/login');
      expect(queryByShadowRole(el, 'button', { name: 'Sign In' })).to.equal(null);
      // Arrow keys move between the tabs too.
      await user.keyboard('{ArrowLeft}');
      await findByShadowRole(el, 'heading', { name: 'Welcome Back' });
      expect((await field(el, 'Email Address')).value).to.equal('kept@school.org');
    });
  });

  describe('side panel', () => {
    it('shows the marketing copy and fades in about 100 ms after the screen appears', async () => {
      setPath('/login');
      const el = document.createElement('edu-auth');
      const firstSeen: boolean[] = [];
      const observer = new MutationObserver(() => {
        const panel = el.shadowRoot?.querySelector('[part="panel"]');
        if (panel && firstSeen.length === 0) firstSeen.push(panel.hasAttribute('data-shown'));
      });
      document.body.append(el);
      observer.observe(el.shadowRoot!, { childList: true, subtree: true });
      const region = await findByShadowRole(el, 'region', { name: 'Empower Your Learning Journey' }, { timeout: 10_000 });
      for (const f of ['Interactive Learning Tools', 'Expert Instructors', 'Fast & Secure Platform']) {
        await findByShadowText(el, f);
      }
      expect(firstSeen).to.deep.equal([false]);
      await waitFor(() => region.hasAttribute('data-shown'));
      await waitFor(() => getComputedStyle(region).opacity === '1', 3000);
      observer.disconnect();
    });

    it('is there at once when the person prefers reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await show('/login');
      const region = await findByShadowRole(el, 'region', { name: 'Empower Your Learning Journey' });
      expect(region.hasAttribute('data-shown')).to.equal(true);
    });
  });

  describe('sign in', () => {
    it('shows the validation errors beneath the fields, tied to them, and focuses the first', async () => {
      const el = await show('/login');
      await user.click(await findByShadowRole(el, 'button', { name: 'Sign In' }));
      const email = await field(el, 'Email Address');
      const password = await field(el, 'Password');
      await waitFor(() => errorOf(el, email) === 'Email is required');
      expect(email.getAttribute('aria-invalid')).to.equal('true');
      expect(errorOf(el, password)).to.equal('Password is required');
      expect(el.shadowRoot!.activeElement).to.equal(email);

      // Errors follow the corrections.
      await user.type(email, 'a b@c');
      await waitFor(() => errorOf(el, email) === 'Invalid email format');
      await user.clear(email);
      await user.type(email, 'a@b');
      await waitFor(() => errorOf(el, email) === null);
      expect(email.hasAttribute('aria-invalid')).to.equal(false);
      await user.type(password, '12345');
      await waitFor(() => errorOf(el, password) === 'Password must be at least 6 characters');
      await user.type(password, '6');
      await waitFor(() => errorOf(el, password) === null);
    });

    it('focuses the password when only it is wrong; Enter submits', async () => {
      const handler = deferred();
      const el = await show('/login', {}, { submitHandler: () => handler.promise });
      await user.type(await field(el, 'Email Address'), 'ana@school.org');
      await user.type(await field(el, 'Password'), '123{Enter}');
      const password = await field(el, 'Password');
      await waitFor(() => el.shadowRoot!.activeElement === password);
      await user.type(password, '456{Enter}');
      await findByShadowRole(el, 'button', { name: 'Signing in...' });
      handler.resolve();
      await findByShadowText(el, 'Login successful!');
    });

    it('is busy with a spinner and "Signing in..." while the handler runs, then toasts success and emits edu-sign-in without the password', async () => {
      const handler = deferred();
      const calls: AuthSubmission[] = [];
      const signIns = listen('edu-sign-in');
      const el = await show(
        '/login',
        {},
        {
          submitHandler: (s: AuthSubmission) => {
            calls.push(s);
            return handler.promise;
          },
        },
      );
      await user.type(await field(el, 'Email Address'), 'ana@school.org');
      await user.type(await field(el, 'Password'), 'secret1');
      await user.click(await findByShadowRole(el, 'checkbox', { name: 'Remember me' }));
      await user.click(await findByShadowRole(el, 'button', { name: 'Sign In' }));

      const busy = await findByShadowRole(el, 'button', { name: 'Signing in...' });
      expect(busy.getAttribute('aria-disabled')).to.equal('true');
      // The spinner, hidden from assistive technology (the text says it).
      expect(busy.querySelector('[aria-hidden="true"]')).to.not.equal(null);
      expect(calls).to.deep.equal([{ mode: 'login', data: { email: 'ana@school.org', password: 'secret1', rememberMe: true } }]);
      expect(signIns).to.deep.equal([]);

      handler.resolve();
      const status = await findByShadowRole(el, 'status');
      await waitFor(() => within(status).queryByShadowText('Login successful!'));
      const ready = await findByShadowRole(el, 'button', { name: 'Sign In' });
      expect((ready as HTMLButtonElement).disabled).to.equal(false);
      expect(signIns).to.deep.equal([{ email: 'ana@school.org', rememberMe: true }]);
      expect(JSON.stringify(signIns)).to.not.contain('secret1');
    });

    it('toasts the failure when the handler rejects, and emits nothing', async () => {
      const signIns = listen('edu-sign-in');
      const el = await show('/login', {}, { submitHandler: () => Promise.reject(new Error('401')) });
      await user.type(await field(el, 'Email Address'), 'ana@school.org');
      await user.type(await field(el, 'Password'), 'secret1');
      await user.click(await findByShadowRole(el, 'button', { name: 'Sign In' }));
      const alert = await findByShadowRole(el, 'alert');
      await waitFor(() => within(alert).queryByShadowText('Login failed. Please try again.'));
      await findByShadowRole(el, 'button', { name: 'Sign In' });
      expect(signIns).to.deep.equal([]);
      expect(queryByShadowText(el, 'Login successful!')).to.equal(null);
    });

    it('tells the host about Forgot password? and the social buttons', async () => {
      const links = listen('edu-auth-link');
      const social = listen('edu-social-sign-in');
      const el = await show('/login');
      await user.click(await findByShadowRole(el, 'button', { name: 'Forgot password?' }));
      await findByShadowText(el, 'Or continue with');
      await user.click(await findByShadowRole(el, 'button', { name: 'Continue with Google' }));
      await user.click(await findByShadowRole(el, 'button', { name: 'Continue with Facebook' }));
      expect(links).to.deep.equal([{ link: 'forgot-password' }]);
      expect(social).to.deep.equal([
        { provider: 'google', mode: 'login' },
        { provider: 'facebook', mode: 'login' },
      ]);
    });
  });

  describe('sign up', () => {
    it('shows every validation error on an empty submit and focuses Full Name', async () => {
      const el = await show('/signup');
      const select = await field(el, 'I am a');
      expect([...(select as unknown as HTMLSelectElement).options].map((o) => o.text)).to.deep.equal([
        'Select your role',
        'Student',
        'Teacher',
        'Parent',
      ]);
      await user.click(await findByShadowRole(el, 'button', { name: 'Create Account' }));
      for (const text of Object.values(EMPTY_SIGN_UP_ERRORS)) await findByShadowText(el, text);
      expect(el.shadowRoot!.activeElement).to.equal(await field(el, 'Full Name'));
      const terms = await findByShadowRole(el, 'checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
      expect(errorOf(el, terms)).to.equal(EMPTY_SIGN_UP_ERRORS.terms);
    });

    it('updates password and confirmation errors as the person types', async () => {
      const el = await show('/signup');
      await user.click(await findByShadowRole(el, 'button', { name: 'Create Account' }));
      const password = await field(el, 'Password');
      const confirm = await field(el, 'Confirm Password');
      await user.type(password, 'Abcdef1');
      await waitFor(() => errorOf(el, password) === 'Password must be at least 8 characters');
      await user.type(password, 'x');
      expect(errorOf(el, password)).to.equal(null);
      await user.clear(password);
      await user.type(password, 'abcdefg1');
      await waitFor(
        () =>
          errorOf(el, password) === 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      );
      await user.type(confirm, 'abcdefg2');
      await waitFor(() => errorOf(el, confirm) === 'Passwords do not match');
      await user.clear(password);
      await user.type(password, 'Abcdefg2');
      await user.clear(confirm);
      await user.type(confirm, 'Abcdefg2');
      await waitFor(() => errorOf(el, confirm) === null && errorOf(el, password) === null);
      const name = await field(el, 'Full Name');
      await user.type(name, 'A');
      await waitFor(() => errorOf(el, name) === 'Full name must be at least 2 characters');
    });

    it('runs the simulation with `simulate`: "Creating account..." for the delay, then the success toast and edu-sign-up', async () => {
      setSimulatedSubmitDelay(300);
      try {
        const signUps = listen('edu-sign-up');
        const el = await show('/signup', { simulate: '' });
        await fillSignUp(el);
        const started = performance.now();
        await user.click(await findByShadowRole(el, 'button', { name: 'Create Account' }));
        const busy = (await findByShadowRole(el, 'button', { name: 'Creating account...' })) as HTMLButtonElement;
        expect(busy.getAttribute('aria-disabled')).to.equal('true');
        expect(signUps).to.deep.equal([]);
        await findByShadowText(el, 'Account created successfully!');
        expect(performance.now() - started).to.be.at.least(300);
        await findByShadowRole(el, 'button', { name: 'Create Account' });
        expect(signUps).to.deep.equal([{ fullName: 'Ana Lima', email: 'ana@school.org', role: 'teacher', terms: true }]);
      } finally {
        setSimulatedSubmitDelay();
      }
    });

    it('toasts "Sign up failed. Please try again." when the handler rejects', async () => {
      const signUps = listen('edu-sign-up');
      const el = await show('/signup', {}, { submitHandler: async () => Promise.reject(new Error('409')) });
      await fillSignUp(el);
      await user.click(await findByShadowRole(el, 'button', { name: 'Create Account' }));
      await findByShadowText(el, 'Sign up failed. Please try again.');
      expect(signUps).to.deep.equal([]);
    });

    it('tells the host about the terms links (without ticking the box) and the social buttons', async () => {
      const links = listen('edu-auth-link');
      const social = listen('edu-social-sign-in');
      const el = await show('/signup');
      await user.click(await findByShadowRole(el, 'button', { name: 'Terms of Service' }));
      await user.click(await findByShadowRole(el, 'button', { name: 'Privacy Policy' }));
      const terms = (await findByShadowRole(el, 'checkbox', {
        name: 'I agree to the Terms of Service and Privacy Policy',
      })) as HTMLInputElement;
      expect(terms.checked).to.equal(false);
      await findByShadowText(el, 'Or sign up with');
      await user.click(await findByShadowRole(el, 'button', { name: 'Sign up with Google' }));
      expect(links).to.deep.equal([{ link: 'terms-of-service' }, { link: 'privacy-policy' }]);
      expect(social).to.deep.equal([{ provider: 'google', mode: 'signup' }]);
    });
  });

  describe('against the API server (no submitHandler, no simulate)', () => {
    afterEach(() => resetSession());
    const account = (role: string) => ({ user: { id: 7, name: 'Ana Lima', email: 'ana@school.org', role, status: 'active' } });

    it('signs in, toasts success, emits edu-signed-in with the role and clears the form', async () => {
      const net = fakeFetch({ 'POST /api/auth/sign-in': json(account('teacher')) });
      const signedIn = listen('edu-signed-in');
      try {
        const el = await show('/login');
        const email = await field(el, 'Email Address');
        const password = await field(el, 'Password');
        await user.type(email, 'ana@school.org');
        await user.type(password, 'secret1');
        await user.click(await findByShadowRole(el, 'button', { name: 'Sign In' }));
        await findByShadowText(el, 'Login successful!');
        expect(net.calls.map((c) => [c.method, c.path, c.body])).to.deep.equal([
          ['POST', '/api/auth/sign-in', { email: 'ana@school.org', password: 'secret1', rememberMe: false }],
        ]);
        await waitFor(() => password.value === '' && email.value === '');
        // The toast stays in view a moment; then the page shows the account and moves on.
        expect(signedIn).to.deep.equal([]);
        await waitFor(() => signedIn.length === 1 && $session.get().status === 'signed-in');
        expect(signedIn).to.deep.equal([{ role: 'teacher' }]);
      } finally {
        net.restore();
      }
    });

    it("shows the server's reason with the failure toast, keeps the email and emits nothing", async () => {
      const net = fakeFetch({ 'POST /api/auth/sign-in': json({ message: 'Invalid email or password.' }, 401) });
      const signedIn = listen('edu-signed-in');
      try {
        const el = await show('/login');
        await user.type(await field(el, 'Email Address'), 'ana@school.org');
        await user.type(await field(el, 'Password'), 'wrong-one');
        await user.click(await findByShadowRole(el, 'button', { name: 'Sign In' }));
        await findByShadowText(el, 'Login failed. Please try again.');
        await findByShadowText(el, 'Invalid email or password.');
        expect((await field(el, 'Email Address')).value).to.equal('ana@school.org');
        expect(signedIn).to.deep.equal([]);
        expect(queryByShadowText(el, 'Login successful!')).to.equal(null);
      } finally {
        net.restore();
      }
    });

    it("shows the server's refusal of a common password under the Password field", async () => {
      const net = fakeFetch({
        'POST /api/auth/sign-up': json({ message: 'Invalid sign-up: password: This password is too common' }, 400),
      });
      try {
        const el = await show('/signup');
        await fillSignUp(el);
        await user.click(await findByShadowRole(el, 'button', { name: 'Create Account' }));
        const password = await field(el, 'Password');
        await waitFor(() => errorOf(el, password) === 'This password is too common');
        expect(el.shadowRoot!.activeElement).to.equal(password);
        expect(queryByShadowText(el, 'Account created successfully!')).to.equal(null);
      } finally {
        net.restore();
      }
    });

    it('creates the account on the server (no confirmation or terms sent) and emits edu-signed-in', async () => {
      const net = fakeFetch({ 'POST /api/auth/sign-up': json({ user: { ...account('teacher').user, status: 'pending' } }, 201) });
      const signedIn = listen('edu-signed-in');
      try {
        const el = await show('/signup');
        await fillSignUp(el);
        await user.click(await findByShadowRole(el, 'button', { name: 'Create Account' }));
        await findByShadowText(el, 'Account created successfully!');
        await findByShadowText(
          el,
          "Your teacher account is waiting for approval by the school's administrator. Once approved, you can sign in and open the teacher dashboard.",
        );
        expect(net.calls[0]!.body).to.deep.equal({
          fullName: 'Ana Lima',
          email: 'ana@school.org',
          role: 'teacher',
          password: 'Secret12',
        });
        await waitFor(() => signedIn.length === 1);
        expect(signedIn).to.deep.equal([{ role: 'teacher' }]);
      } finally {
        net.restore();
      }
    });
  });
});
