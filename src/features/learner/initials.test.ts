import { describe, expect, it } from 'vitest';
import { avatarLetter, initials } from './initials.ts';

describe('avatars', () => {
  it('initials: first and last word', () => {
    expect(initials('Alex Johnson')).toBe('AJ');
    expect(initials('  maria de la cruz ')).toBe('MC');
    expect(initials('Cher')).toBe('C');
    expect(initials('')).toBe('U');
  });
  it("edit modal: first letter of the name, or 'U'", () => {
    expect(avatarLetter('alex')).toBe('A');
    expect(avatarLetter('   ')).toBe('U');
    expect(avatarLetter('<b>x</b>')).toBe('<');
  });
});
