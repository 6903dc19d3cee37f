import { describe, expect, it } from 'vitest';
import {
  currentOutlineKey,
  expandedByDefault,
  outlineTitle,
  pageRatio,
  parentKeys,
  shownOutlineKey,
  sidebarOpensAt,
  sidebarOverlaysAt,
  THUMBNAIL_CHROME,
  thumbnailRowHeight,
  thumbnailScale,
} from './sidebar-rules.ts';

describe('side panel defaults: open by default on a wide viewer only, over the page when narrow', () => {
  it.each([
    [375, false, true],
    [599, false, true],
    [600, false, false],
    [899, false, false],
    [900, true, false],
    [1248, true, false],
  ])('at %i px opens: %s, lies over the page: %s', (width, opens, overlays) => {
    expect(sidebarOpensAt(width)).toBe(opens);
    expect(sidebarOverlaysAt(width)).toBe(overlays);
  });
});

describe('thumbnail geometry', () => {
  it("gives a page its shape, turned by a quarter turn's rotation", () => {
    const letter = { width: 612, height: 792 };
    expect(pageRatio(letter, 0)).toBeCloseTo(792 / 612);
    expect(pageRatio(letter, 180)).toBeCloseTo(792 / 612);
    expect(pageRatio(letter, 90)).toBeCloseTo(612 / 792);
    expect(pageRatio(letter, 270)).toBeCloseTo(612 / 792);
    expect(pageRatio({ width: 0, height: 10 }, 0)).toBe(1);
  });

  it('makes every row as tall as its picture plus the caption and padding', () => {
    expect(thumbnailRowHeight(1)).toBe(120 + THUMBNAIL_CHROME);
    expect(thumbnailRowHeight(792 / 612)).toBe(155 + THUMBNAIL_CHROME);
  });

  it('draws at the device pixel ratio, at most twice the CSS size', () => {
    expect(thumbnailScale(612, 1) * 612).toBeCloseTo(120);
    expect(thumbnailScale(612, 2) * 612).toBeCloseTo(240);
    expect(thumbnailScale(612, 3) * 612).toBeCloseTo(240);
    expect(thumbnailScale(612, 0) * 612).toBeCloseTo(120);
  });
});

describe('outline', () => {
  const places = [
    { key: '0', page: 1 },
    { key: '1', page: 2 },
    { key: '1.0', page: 3 },
    { key: '1.0.0', page: 4 },
    { key: '1.1', page: 5 },
    { key: '2', page: null },
    { key: '3', page: 9 },
  ];

  it('marks the entry whose page is the nearest at or before the page shown', () => {
    expect(currentOutlineKey(places, 1)).toBe('0');
    expect(currentOutlineKey(places, 4)).toBe('1.0.0');
    expect(currentOutlineKey(places, 7)).toBe('1.1');
    expect(currentOutlineKey(places, 9)).toBe('3');
    expect(currentOutlineKey([{ key: '0', page: 3 }], 2)).toBe(null);
  });

  it('prefers the deepest of entries on the same page', () => {
    expect(
      currentOutlineKey(
        [
          { key: '0', page: 2 },
          { key: '0.0', page: 2 },
          { key: '1', page: 5 },
        ],
        3,
      ),
    ).toBe('0.0');
  });

  it('shows the mark on the outermost closed parent when the entry is hidden', () => {
    expect(parentKeys('1.0.0')).toEqual(['1', '1.0']);
    expect(parentKeys('3')).toEqual([]);
    const open = new Set(['1']);
    expect(shownOutlineKey('1.0.0', (k) => open.has(k))).toBe('1.0');
    expect(shownOutlineKey('1.0.0', () => false)).toBe('1');
    expect(shownOutlineKey('1.0.0', () => true)).toBe('1.0.0');
    expect(shownOutlineKey(null, () => true)).toBe(null);
  });

  it('opens top-level entries only, and writes titles on one line', () => {
    expect(expandedByDefault('2')).toBe(true);
    expect(expandedByDefault('2.0')).toBe(false);
    expect(outlineTitle(' Chapter\r\n 1:\tCells ')).toBe('Chapter 1: Cells');
    expect(outlineTitle(undefined)).toBe('');
  });
});
