import { useElement } from '../../lib/element-context.tsx';
import { useFormat, useMessages } from '../../lib/i18n/use-language.ts';
import { Link } from '../../lib/link.tsx';
import { CatalogueStatus } from '../../lib/catalogue-status.tsx';
import { useCatalogue } from '../../lib/use-catalogue.ts';
import { AUDIENCES, CLASS_OFFERINGS, STUDENT_ROWS, todaysSchedule } from './home-data.ts';
import { classTiming, monthlyFee, sessionNote, sessionTime, subjectName } from './home-format.ts';
import { homeMessages } from './messages.ts';
import { StudentIllustration } from './student-illustration.tsx';
import styles from './home.css?inline';

export { styles };

/** 'Class 11' -> 'class-11' (ids cannot hold spaces in aria-labelledby). */
const classId = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');

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
    <div className="home" part="home">
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
                <dl className="facts">
                  <div>
                    <dt>{m.classTimingLabel}</dt>
                    <dd>{classTiming(tag, m, c)}</dd>
                  </div>
                  <div>
                    <dt>{m.feesLabel}</dt>
                    <dd>{monthlyFee(tag, m, c)}</dd>
                  </div>
                </dl>
                <div className="class-card__actions">
                  <button
                    type="button"
                    className="edu-btn edu-btn--small edu-btn--ghost"
                    onClick={() => emit('edu-home-action', { action: 'get-syllabus', subject: c.className })}
                  >
                    {m.getSyllabus}
                  </button>
                  <button
                    type="button"
                    className="edu-btn edu-btn--small edu-btn--ghost"
                    onClick={() => emit('edu-home-action', { action: 'view-material', subject: c.className })}
                  >
                    {m.viewMaterial}
                  </button>
                  <button
                    type="button"
                    className="edu-btn edu-btn--small"
                    onClick={() => emit('edu-home-action', { action: 'enroll', subject: c.className })}
                  >
                    {m.enrollNow}
                  </button>
                </div>
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
                  <div className="schedule-card__actions">
                    <button
                      type="button"
                      className="edu-btn edu-btn--small"
                      onClick={() => emit('edu-home-action', { action: 'join-class', subject: s.subject })}
                    >
                      {m.joinClass}
                    </button>
                    <button
                      type="button"
                      className="edu-btn edu-btn--small edu-btn--ghost"
                      onClick={() => emit('edu-home-action', { action: 'view-notes', subject: s.subject })}
                    >
                      {m.viewNotes}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
