import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS, ACCOUNT_ROLE_LABELS } from '../../contract/account-texts.ts';
import { libMessages, type LibMessages } from '../messages.ts';
import { ApiError } from './api-error.ts';
import { everyApiCall } from '../../test-support/every-api-call.ts';
import { fetchDouble } from '../../test-support/fetch-double.ts';
import { errorText } from './error-text.ts';

const load = async (locale: 'es' | 'ar'): Promise<LibMessages> => libMessages.load[locale]();
const failing = (respond: () => Response | Promise<Response>) =>
  everyApiCall('http://api.test', { fetch: fetchDouble({}, { defaults: false, otherwise: () => respond() }).fn });
const caught = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => null,
    (err: unknown) => err,
  );

describe('errorText', () => {
  it("the catalogue's account sentences and role names are the contract's, word for word", () => {
    expect(libMessages.en.auth).toEqual(AUTH_ERRORS);
    expect(libMessages.en.roles).toEqual(ACCOUNT_ROLE_LABELS);
  });

  it('in English is exactly the error message the client throws', async () => {
    const down = failing(() => Promise.reject(new TypeError('Failed to fetch')));
    const bare = failing(() => new Response('oops', { status: 502 }));
    const odd = failing(() => new Response(JSON.stringify({ nope: 1 }), { status: 200 }));
    for (const err of [
      await caught(down.getStudentPage()),
      await caught(down.getTestPage()),
      await caught(bare.getTestPage()),
      await caught(bare.getStudentPage()),
      await caught(odd.getTestPage()),
    ]) {
      expect(err).toBeInstanceOf(ApiError);
      expect(errorText(err, libMessages.en)).toBe((err as ApiError).message);
    }
    expect(((await caught(down.getStudentPage())) as Error).message).toBe('Error fetching students: Failed to fetch');
    expect(((await caught(bare.getTestPage())) as Error).message).toBe('HTTP 502');
  });

  it("words the client's own failures in Spanish and Arabic, and keeps the server's message as it came", async () => {
    const [es, ar] = [await load('es'), await load('ar')];
    const down = failing(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(errorText(await caught(down.getStudentPage()), es)).toBe(
      'Error al cargar los estudiantes: No se pudo conectar con el servidor',
    );
    expect(errorText(await caught(down.getTestPage()), ar)).toBe('تعذّر الاتصال بالخادم');
    const said = failing(() => new Response(JSON.stringify({ message: 'Class 12 is closed' }), { status: 409 }));
    expect(errorText(await caught(said.getTestPage()), es)).toBe('Class 12 is closed');
    // The contract's own account sentence, sent by the server, reads in the language.
    const refused = failing(() => new Response(JSON.stringify({ message: AUTH_ERRORS.forbidden }), { status: 403 }));
    expect(errorText(await caught(refused.getTestPage()), es)).toBe('No tienes permiso para hacer eso.');
    expect(errorText(new Error('plain'), ar)).toBe('plain');
  });
});
