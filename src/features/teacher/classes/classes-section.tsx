import { useState } from 'react';
import type { ClassSummary } from '../../../contract/classes.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { SectionFrame } from '../shared/section-frame.tsx';
import { useClasses } from '../shared/use-classes.ts';
import { useSectionStyles } from '../shared/use-section-styles.ts';
import { ClassList } from './class-list.tsx';
import { ClassPage } from './class-page.tsx';
import { classIdOf } from './class-rules.ts';
import { classesMessages } from './messages.ts';
import css from './classes.css?inline';

interface Props {
  teacherId: string;
  teacherName: string;
  /** The class the URL names (`#classes/12`: '12'); absent: the list of my classes. */
  tab?: string;
  onTabChange?: (tab: string) => void;
}

/**
 * The Classes section: my classes (each with its course, grade, term, roster size, my role and
 * join code), New class, and a class's page (its roster, join code and teachers). Without a
 * dashboard to keep the place in the URL, the section keeps it itself.
 */
export default function ClassesSection({ teacherId, tab, onTabChange }: Props) {
  useSectionStyles(css);
  const m = useMessages(classesMessages);
  const classes = useClasses();
  const [ownTab, setOwnTab] = useState<string | undefined>(undefined);
  const place = onTabChange ? tab : ownTab;
  const go = onTabChange ?? setOwnTab;
  const id = classIdOf(place);
  // A class just created, shown on its page until the class list has it.
  const [created, setCreated] = useState<ClassSummary | null>(null);
  // A class just deleted, left out of the list until the class list loads again without it.
  const [deleted, setDeleted] = useState<{ id: number; list: readonly ClassSummary[] } | null>(null);

  return (
    <SectionFrame titleId="classes-title" title={m.title} lead={m.lead} className="classes">
      {id === null ? (
        <ClassList
          classes={classes}
          teacherId={teacherId}
          onOpen={(c) => go(String(c))}
          deleted={deleted?.list === classes.summaries ? deleted.id : undefined}
          onCreated={(c) => {
            setCreated(c);
            go(String(c.id));
          }}
        />
      ) : (
        <ClassPage
          key={id}
          id={id}
          classes={classes}
          created={created?.id === id ? created : undefined}
          teacherId={teacherId}
          onBack={() => go('')}
          onDeleted={(gone) => {
            setDeleted({ id: gone, list: classes.summaries });
            go('');
          }}
        />
      )}
    </SectionFrame>
  );
}
