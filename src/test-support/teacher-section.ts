import type { ComponentType } from 'react';
import { defineElement } from '../lib/define-element.tsx';

/** Defines `name` as an element showing one teacher section, given the teacher-id and teacher-name the dashboard passes. */
export function defineTeacherSection<P extends { teacherId: string; teacherName: string }>(
  name: string,
  Section: ComponentType<P>,
): void {
  defineElement<P>({
    name,
    load: async () => ({ default: Section }),
    attributes: { teacherId: 'string', teacherName: 'string' } as Partial<Record<keyof P, 'string'>>,
  });
}
