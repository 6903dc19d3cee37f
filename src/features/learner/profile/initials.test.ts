import { describe, expect, it } from 'vitest';
import { initials } from '../../../lib/format.ts';
import { avatarLetter } from './initials.ts';
import { learnerSectionMessages } from '../shared/section-messages.ts';

const fallback = learnerSectionMessages.en.avatarFallback;

describe('avatars', () => {
  it("the profile card's initials: first and last word, or 'U'", () => {
    expect(initials('Alex Johnson', fallback)).toBe('AJ');
    expect(initials('', fallback)).toBe('U');
  });
  it("edit modal: first letter of the name, or 'U'", () => {
    expect(avatarLetter('alex', fallback)).toBe('A');
    expect(avatarLetter('   ', fallback)).toBe('U');
    expect(avatarLetter('<b>x</b>', fallback)).toBe('<');
  });
});
