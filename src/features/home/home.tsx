import { useElement } from '../../lib/element-context.tsx';
import { Link } from '../../lib/link.tsx';
import {
  AUDIENCES,
  CLASS_OFFERINGS,
  HERO_HEADLINE,
  MISSION_TEXT,
  SESSION_NOTE,
  STUDENT_ROWS,
  TEACHING_SCHEDULE,
} from './home-data.ts';
import { StudentIllustration } from './student-illustration.tsx';
import styles from './home.css?inline';

export { styles };

/** 'Class 11' -> 'class-11' (ids cannot hold spaces in aria-labelledby). */
const classId = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');

/**
 * The public home page. Buttons the spec gives no action (exam rows, class cards,
 * schedule) dispatch `edu-home-action` so the host decides where they lead.
 */
export default function Home() {
  const { emit } = useElement();

  return (
    <div className="home" part="home">
      <section className="hero" part="hero" aria-labelledby="home-headline">
        <div className="hero__text">
          <h1 id="home-headline">{HERO_HEADLINE}</h1>
          <p className="hero__mission">{MISSION_TEXT}</p>
          <div className="hero__ctas">
            {AUDIENCES.map((a, i) => (
              <Link key={a.href} href={a.href} className={i === 0 ? 'edu-btn hero__cta' : 'edu-btn edu-btn--ghost hero__cta'}>
                {a.label}
              </Link>
            ))}
          </div>
        </div>
        <figure className="hero__art">
          <StudentIllustration />
          <figcaption className="hero__badge">
            <span aria-hidden="true">★</span> Top Rated
          </figcaption>
        </figure>
      </section>

      <div className="home__main">
        <div className="home__col">
          <section aria-labelledby="home-exam" className="home__section">
            <h2 id="home-exam">Exam Information</h2>
            <article className="edu-card card" aria-labelledby="home-for-students">
              <h3 id="home-for-students">For Students</h3>
              <ul className="rows">
                {STUDENT_ROWS.map((row) => (
                  <li key={row.action} className="row">
                    <span className="row__title">{row.title}</span>
                    <button
                      type="button"
                      className="edu-btn edu-btn--small edu-btn--ghost"
                      onClick={() => emit('edu-home-action', { action: row.action })}
                    >
                      {row.button}
                    </button>
                  </li>
                ))}
              </ul>
            </article>
          </section>

          <section aria-label="Classes" className="home__section classes">
            {CLASS_OFFERINGS.map((c) => (
              <article key={c.className} className="edu-card card class-card" aria-labelledby={classId(c.className)}>
                <h3 id={classId(c.className)}>{c.className}</h3>
                <dl className="facts">
                  <div>
                    <dt>Class Timing</dt>
                    <dd>{c.timing}</dd>
                  </div>
                  <div>
                    <dt>Fees</dt>
                    <dd>{c.fees}</dd>
                  </div>
                </dl>
                <div className="class-card__actions">
                  <button
                    type="button"
                    className="edu-btn edu-btn--small edu-btn--ghost"
                    onClick={() => emit('edu-home-action', { action: 'get-syllabus', subject: c.className })}
                  >
                    Get Syllabus
                  </button>
                  <button
                    type="button"
                    className="edu-btn edu-btn--small edu-btn--ghost"
                    onClick={() => emit('edu-home-action', { action: 'view-material', subject: c.className })}
                  >
                    View Material
                  </button>
                  <button
                    type="button"
                    className="edu-btn edu-btn--small"
                    onClick={() => emit('edu-home-action', { action: 'enroll', subject: c.className })}
                  >
                    Enroll Now
                  </button>
                </div>
              </article>
            ))}
          </section>
        </div>

        <section aria-labelledby="home-schedule" className="home__section">
          <h2 id="home-schedule">Teaching Schedule</h2>
          <ul className="schedule">
            {TEACHING_SCHEDULE.map((s) => (
              <li key={s.subject} className="edu-card card schedule-card">
                <div className="schedule-card__head">
                  <h3>{s.subject}</h3>
                  <span className="schedule-card__time">{s.time}</span>
                </div>
                <p className="schedule-card__note">{SESSION_NOTE}</p>
                <div className="schedule-card__actions">
                  <button
                    type="button"
                    className="edu-btn edu-btn--small"
                    onClick={() => emit('edu-home-action', { action: 'join-class', subject: s.subject })}
                  >
                    Join Class
                  </button>
                  <button
                    type="button"
                    className="edu-btn edu-btn--small edu-btn--ghost"
                    onClick={() => emit('edu-home-action', { action: 'view-notes', subject: s.subject })}
                  >
                    View Notes
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
