import { useId } from 'react';
import { OptionList } from './option-list.tsx';
import { materialFilterOptions, type FilterableMaterial, type MaterialFilterValue } from './material-filters.ts';

export interface MaterialFilterTexts {
  /** The selects' labels and their 'any' choices. */
  course: string;
  class: string;
  allCourses: string;
  allClasses: string;
}

/**
 * A learner's materials filtered by course and by class: one select each, offering `options`
 * (the server's), else what the materials name. Nothing shows when there are neither courses nor
 * classes to offer (an older server's list).
 */
export function MaterialFilterBar({
  materials = [],
  options,
  value,
  onChange,
  texts,
  className = '',
}: {
  materials?: readonly FilterableMaterial[];
  options?: { courses: readonly string[]; classes: readonly string[] };
  value: MaterialFilterValue;
  onChange: (value: MaterialFilterValue) => void;
  texts: MaterialFilterTexts;
  className?: string;
}) {
  const id = useId();
  const { courses, classes } = options ?? materialFilterOptions(materials);
  if (courses.length === 0 && classes.length === 0) return null;
  const selects = [
    { key: 'course', label: texts.course, all: texts.allCourses, options: courses },
    { key: 'class', label: texts.class, all: texts.allClasses, options: classes },
  ] as const;
  return (
    <div className={`material-filters ${className}`}>
      {selects.map((s) => (
        <div key={s.key} className="material-filters__field">
          <label className="field__label" htmlFor={`${id}-${s.key}`}>
            {s.label}
          </label>
          <select
            id={`${id}-${s.key}`}
            className="select"
            value={value[s.key]}
            onChange={(e) => onChange({ ...value, [s.key]: e.target.value })}
          >
            <OptionList leading={{ value: '', label: s.all }} options={s.options.map((o) => ({ value: o, label: o }))} />
          </select>
        </div>
      ))}
    </div>
  );
}
