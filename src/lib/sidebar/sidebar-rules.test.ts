import { describe, expect, it } from 'vitest';
import { drawerLabelId, groupHeadingId, isCloseSwipe } from './sidebar-rules.ts';

describe('the dashboards’ navigation drawer', () => {
  it('closes on a swipe longer than 50 px only, either way', () => {
    expect(isCloseSwipe(200, 149)).toBe(true);
    expect(isCloseSwipe(200, 150)).toBe(false);
    expect(isCloseSwipe(100, 160)).toBe(true);
    expect(isCloseSwipe(100, 130)).toBe(false);
  });
  it('is named by its own title, else by the first group’s heading', () => {
    expect(drawerLabelId('nav', true, 'tools')).toBe('nav-title');
    expect(drawerLabelId('nav', false, 'tools')).toBe(groupHeadingId('nav', 'tools'));
    expect(groupHeadingId('nav', 'tools')).toBe('nav-group-tools');
  });
});
