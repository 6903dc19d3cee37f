import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { classServer } from '../../../test-support/class-server.ts';
import { fakeFetch, type FetchDouble } from '../../../test-support/fetch-double.ts';
import { cleanup, setWidth, waitFor } from '../../../test-support/mount.ts';
import { mountTeacherDashboard } from '../../../test-support/teacher-dashboard.ts';

let net: FetchDouble | undefined;
const startAt = (hash: string): void => history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
const hashIs = (hash: string) => waitFor(() => location.hash === hash);

describe('Teacher dashboard: the Classes section in the URL', () => {
  afterEach(() => {
    net?.restore();
    cleanup();
  });

  it('opens the class the hash names; All classes, Open and Back move between the list and a class', async () => {
    await setWidth(1280);
    net = fakeFetch(classServer().routes);
    startAt('#classes/1');
    const el = await mountTeacherDashboard({ 'teacher-id': '1' });
    await findByShadowRole(el, 'heading', { name: 'Class A', level: 3 }, { timeout: 10000 });
    await findByShadowRole(el, 'heading', { name: 'Roster' });

    (await findByShadowRole(el, 'button', { name: /All classes/ })).click();
    await hashIs('#classes');
    (await findByShadowRole(el, 'button', { name: 'Open Class B' })).click();
    await hashIs('#classes/2');
    await findByShadowRole(el, 'heading', { name: 'Class B', level: 3 });

    history.back();
    await findByShadowRole(el, 'heading', { name: 'My classes' });
    expect(location.hash).to.equal('#classes');
  });
});
