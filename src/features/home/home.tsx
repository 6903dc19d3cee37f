import { useElement } from '../../lib/element-context.tsx';
import { useFormat, useMessages } from '../../lib/i18n/use-language.ts';
import { Link } from '../../lib/link.tsx';
import type { EduEventDetails } from '../../lib/events.ts';
import { CatalogueStatus } from '../../lib/catalogue-status.tsx';
import { useCatalogue } from '../../lib/use-catalogue.ts';
import { AUDIENCES, CLASS_OFFERINGS, STUDENT_ROWS, todaysSchedule } from './home-data.ts';
import { classTiming, monthlyFee, sessionNote, sessionTime, subjectName } from './home-format.ts';
import { homeMessages } from './messages.ts';
import { StudentIllustration } from './student-illustration.tsx';
import styles from './home.css?inline';
import { DescriptionList } from '../../lib/description-list.tsx';

export { styles };

/** 'Class 11' -> 'class-11' (ids cannot hold spaces in aria-labelledby). */
const classId = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');

type HomeAction = EduEventDetails['edu-home-action']['action'];
type ActionLabel = 'getSyllabus' | 'viewMaterial' | 'enrollNow' | 'joinClass' | 'viewNotes';
interface SubjectAction {
  action: HomeAction;
  label: ActionLabel;
  /** The secondary look; the main action of a card is solid. */
  ghost: boolean;
}

const CLASS_ACTIONS: readonly SubjectAction[] = [
  { action: 'get-syllabus', label: 'getSyllabus', ghost: true },
  { action: 'view-material', label: 'viewMaterial', ghost: true },
  { action: 'enroll', label: 'enrollNow', ghost: false },
];
const SESSION_ACTIONS: readonly SubjectAction[] = [
  { action: 'join-class', label: 'joinClass', ghost: false },
  { action: 'view-notes', label: 'viewNotes', ghost: true },
];

/** A card's buttons: each dispatches `edu-home-action` with its action and the card's subject. */
function SubjectActions({
  className,
  subject,
  actions,
}: {
  className: string;
  subject: string;
  actions: readonly SubjectAction[];
}) {
  const { emit } = useElement();
  const m = useMessages(homeMessages);
  return (
    <div className={className}>
      {actions.map(({ action, label, ghost }) => (
        <button
          key={action}
          type="button"
          className={ghost ? 'edu-btn edu-btn--small edu-btn--ghost' : 'edu-btn edu-btn--small'}
          onClick={() => emit('edu-home-action', { action, subject })}
        >
          {m[label]}
        </button>
      ))}
    </div>
  );
}

/**
 * The public home page. Buttons without an action of their own (exam rows, class cards,
 * schedule) dispatch `edu-home-action` so the host decides where they lead.
 */
export default function Home() {
  const { emit } = useElement();
  const m = useMessages(homeMessages);
  const { tag } = useFormat();
  const catalogue = useCatalogue();
  const schedule = todaysSchedule(catalogue.subjects);

  return (
    <div className="home edu-page" part="home">
      <section className="hero" part="hero" aria-labelledby="home-headline">
        <div className="hero__text">
          <h1 id="home-headline">{m.headline}</h1>
          <p className="hero__mission">{m.mission}</p>
          <div className="hero__ctas">
            {AUDIENCES.map((a, i) => (
              <Link key={a.href} href={a.href} className={i === 0 ? 'edu-btn hero__cta' : 'edu-btn edu-btn--ghost hero__cta'}>
                {m.audiences[a.id]}
              </Link>
            ))}
          </div>
        </div>
        <figure className="hero__art">
          <StudentIllustration label={m.illustration} />
          <figcaption className="hero__badge">
            <span aria-hidden="true">★</span> {m.topRated}
          </figcaption>
        </figure>
      </section>

      <div className="home__main">
        <div className="home__col">
          <section aria-labelledby="home-exam" className="home__section">
            <h2 id="home-exam">{m.examHeading}</h2>
            <article className="edu-card card" aria-labelledby="home-for-students">
              <h3 id="home-for-students">{m.forStudents}</h3>
              <ul className="rows">
                {STUDENT_ROWS.map((action) => (
                  <li key={action} className="row">
                    <span className="row__title">{m.rowTitles[action]}</span>
                    <button
                      type="button"
                      className="edu-btn edu-btn--small edu-btn--ghost"
                      onClick={() => emit('edu-home-action', { action })}
                    >
                      {m.rowButtons[action]}
                    </button>
                  </li>
                ))}
              </ul>
            </article>
          </section>

          <section aria-label={m.classes} className="home__section classes">
            {CLASS_OFFERINGS.map((c) => (
              <article key={c.className} className="edu-card card class-card" aria-labelledby={classId(c.className)}>
                <h3 id={classId(c.className)}>{m.classNames[c.className]}</h3>
                <DescriptionList
                  className="facts"
                  items={[
                    { label: m.classTimingLabel, value: classTiming(tag, m, c) },
                    { label: m.feesLabel, value: monthlyFee(tag, m, c) },
                  ]}
                />
                <SubjectActions className="class-card__actions" subject={c.className} actions={CLASS_ACTIONS} />
              </article>
            ))}
          </section>
        </div>

        <section aria-labelledby="home-schedule" className="home__section">
          <h2 id="home-schedule">{m.scheduleHeading}</h2>
          <CatalogueStatus catalogue={catalogue} />
          {schedule.length > 0 && (
            <ul className="schedule">
              {schedule.map((s) => (
                <li key={s.subject} className="edu-card card schedule-card">
                  <div className="schedule-card__head">
                    <h3>{subjectName(m, s.subject)}</h3>
                    <span className="schedule-card__time">{sessionTime(tag, m, s)}</span>
                  </div>
                  <p className="schedule-card__note">{sessionNote(m)}</p>
                  <SubjectActions className="schedule-card__actions" subject={s.subject} actions={SESSION_ACTIONS} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
