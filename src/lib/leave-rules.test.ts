import { describe, expect, it } from 'vitest';
import { LEAVE_TEXT, leavesPage } from './leave-rules.ts';

describe('leaving unsaved work', () => {
  it('names the choice in plain words', () => {
    expect(LEAVE_TEXT).toEqual({ title: 'Leave without saving?', lead: 'You have unsaved work:', stay: 'Stay', leave: 'Leave' });
  });

  it('asks for a link to another page, not for one to the page already shown', () => {
    const here = { href: 'https://portal.test/teachers#tests/create' };
    expect(leavesPage('/', here)).toBe(true);
    expect(leavesPage('/learners', here)).toBe(true);
    expect(leavesPage('/teachers?tab=1', here)).toBe(true);
    expect(leavesPage('https://elsewhere.test/teachers', here)).toBe(true);
    expect(leavesPage('/teachers', here)).toBe(false);
    expect(leavesPage('/teachers#students', here)).toBe(false);
    expect(leavesPage('https://portal.test/teachers', here)).toBe(false);
  });
});
