import { describe, expect, it } from 'vitest';
import { materialsMessages } from './messages.ts';
import { draftChanges, draftErrors, fieldError } from './edit-rules.ts';

const EN = materialsMessages.en;
const material = { title: 'Vectors.pdf', description: '', category: 'Lectures', course: 'Mathematics', classes: ['Class A'] };

describe('edit rules', () => {
  it('reads the field a 400 names', () => {
    expect(fieldError('Invalid request body: classes: Choose at least one class')).toEqual({
      field: 'classes',
      text: 'Choose at least one class',
    });
    expect(fieldError('Invalid request body: classes.0: must not be empty')).toEqual({
      field: 'classes',
      text: 'must not be empty',
    });
    expect(fieldError('Invalid material: title: Lectures/Mathematics already has a material named "a: b".')).toEqual({
      field: 'title',
      text: 'Lectures/Mathematics already has a material named "a: b".',
    });
    expect(fieldError('Unknown course "Cooking": course must be one of: Mathematics.')?.field).toBe('course');
    expect(fieldError('Invalid request body: teacherId: nope')).toBeUndefined();
    expect(fieldError('Something else went wrong')).toBeUndefined();
  });
  it('asks for a title and a class before sending', () => {
    expect(draftErrors({ ...material, title: ' ', classes: [] }, EN)).toEqual({
      title: 'Enter a title',
      classes: 'Choose at least one class',
    });
    expect(draftErrors(material, EN)).toEqual({});
  });
  it('sees whether anything changed', () => {
    expect(draftChanges({ ...material, title: ' Vectors.pdf ' }, material)).toBe(false);
    expect(draftChanges({ ...material, classes: ['Class B'] }, material)).toBe(true);
    expect(draftChanges({ ...material, description: 'New' }, material)).toBe(true);
  });
});
