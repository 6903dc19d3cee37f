import { describe, expect, it } from 'vitest';
import { avatarLetter, initials } from './initials.ts';
import { LEARNER_SECTION_EN } from './section-messages.ts';

const fallback = LEARNER_SECTION_EN.avatarFallback;

describe('avatars', () => {
  it('initials: first and last word', () => {
    expect(initials('Alex Johnson', fallback)).toBe('AJ');
    expect(initials('  maria de la cruz ', fallback)).toBe('MC');
    expect(initials('Cher', fallback)).toBe('C');
    expect(initials('', fallback)).toBe('U');
  });
  it("edit modal: first letter of the name, or 'U'", () => {
    expect(avatarLetter('alex', fallback)).toBe('A');
    expect(avatarLetter('   ', fallback)).toBe('U');
    expect(avatarLetter('<b>x</b>', fallback)).toBe('<');
  });
});
