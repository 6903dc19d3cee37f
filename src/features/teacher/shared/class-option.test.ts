import { describe, expect, it } from 'vitest';
import { CLASS_A, CLASS_B, CLASS_C } from '../../../test-support/class-server.ts';
import { classOptions } from './class-option.ts';
import en from './messages.en.ts';

describe('class options', () => {
  it('label each class with its course and number of students; the value stays its name', () => {
    expect(classOptions(en, ['Class A', 'Class B', 'Class C', 'Class Z'], [CLASS_A, CLASS_B, CLASS_C])).toEqual([
      { value: 'Class A', label: 'Class A · Advanced Mathematics · 10 students' },
      { value: 'Class B', label: 'Class B · Physics Fundamentals · 1 student' },
      { value: 'Class C', label: 'Class C · 2 students' },
      { value: 'Class Z', label: 'Class Z' },
    ]);
  });
});
