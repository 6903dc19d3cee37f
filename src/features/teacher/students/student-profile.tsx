import { useMemo } from 'react';
import { attendanceTone, gradeTone, letterTone } from '../shared/colour-thresholds.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';
import {
  formatDay,
  profileFacts,
  sampleCommunications,
  sampleTestResults,
  SUBJECT_PROGRESS,
} from './profile-data.ts';
import { initials, type DirectoryStudent } from './student-rules.ts';
import { useAttendanceSummary } from './use-attendance-summary.ts';
import { RecentAttendance } from './recent-attendance.tsx';
import { LinkedAccounts } from './linked-accounts.tsx';

/** The student profile modal (spec section 2): server fields first, samples where the spec has them. */
export function StudentProfile({ student, onClose }: { student: DirectoryStudent | null; onClose: () => void }) {
  return (
    <Modal
      open={student !== null}
      title={student?.name ?? ''}
      size="lg"
      onClose={onClose}
      description={
        student && (
          <span className="profile__sub">
            <span>Roll No: {profileFacts(student).rollNo}</span>
            <span className="badge tone-info">{student.class}</span>
            <span className="badge">Grade {student.grade}</span>
          </span>
        )
      }
    >
      {student && <ProfileBody student={student} />}
    </Modal>
  );
}

function ProfileBody({ student }: { student: DirectoryStudent }) {
  const facts = profileFacts(student);
  const today = useMemo(() => new Date(), []);
  const tests = useMemo(() => sampleTestResults(today), [today]);
  const notes = useMemo(() => sampleCommunications(today), [today]);
  const attendance = useAttendanceSummary(student.student_id);
  // The term figure, fresh from the server; the directory's figure until it arrives (or without marks).
  const percent = attendance.summary?.percentage ?? student.attendance;

  return (
    <div className="profile">
      <div className="profile__hero">
        <span className="avatar avatar--lg" aria-hidden="true">
          {initials(student.name)}
        </span>
        <dl className="profile__kpis">
          <div>
            <dt>Attendance</dt>
            <dd className={`badge tone-${attendanceTone(percent)}`}>{percent}%</dd>
          </div>
          <div>
            <dt>Average Grade</dt>
            <dd className={`badge tone-${gradeTone(student.averageGrade)}`}>{student.averageGrade}%</dd>
          </div>
          <div>
            <dt>Student ID</dt>
            <dd>{student.student_id}</dd>
          </div>
        </dl>
      </div>

      <div className="profile__grid">
        <section className="profile__block" aria-labelledby="p-basic">
          <h3 id="p-basic">Basic Information</h3>
          <dl className="facts">
            <Fact label="Email" value={student.email || 'Not provided'} />
            <Fact label="Phone" value={student.phone || 'Not provided'} />
            <Fact label="Date of Birth" value={facts.dateOfBirth} />
            <Fact label="Enrollment Date" value={facts.enrollmentDate} />
          </dl>
        </section>
        <section className="profile__block" aria-labelledby="p-parent">
          <h3 id="p-parent">Parent/Guardian Information</h3>
          <dl className="facts">
            <Fact label="Name" value={facts.parentName} />
            <Fact label="Phone" value={facts.parentPhone} />
            <Fact label="Email" value={facts.parentEmail} />
            <Fact label="Emergency Contact" value={facts.emergencyContact} />
          </dl>
        </section>
      </div>

      <LinkedAccounts studentId={student.student_id} studentName={student.name} />

      <section className="profile__block" aria-labelledby="p-academic">
        <h3 id="p-academic">Academic Performance</h3>
        <ul className="subjects">
          {SUBJECT_PROGRESS.map((s) => (
            <li key={s.subject} className="subject">
              <div className="subject__row">
                <span className="subject__name">{s.subject}</span>
                <span className={`badge tone-${letterTone(s.grade)}`}>
                  <span className="edu-visually-hidden">Grade </span>
                  {s.grade}
                </span>
              </div>
              <div className="meter" role="progressbar" aria-label={`${s.subject} progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={s.progress}>
                <div className={`meter__fill fill-${letterTone(s.grade)}`} style={{ width: `${s.progress}%` }} />
              </div>
              <span className="subject__pct">{s.progress}% Complete</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="profile__grid">
        <section className="profile__block" aria-labelledby="p-tests">
          <h3 id="p-tests">Recent Test Results</h3>
          <ul className="results">
            {tests.map((t) => {
              const pct = Math.round((t.score / t.maxScore) * 100);
              return (
                <li key={t.test} className="result">
                  <span className="result__text">
                    <span className="result__test">{t.test}</span>
                    <span className="result__meta">
                      {t.subject} · {formatDay(t.date)}
                    </span>
                  </span>
                  <span className={`badge tone-${gradeTone(pct)}`}>
                    {t.score}/{t.maxScore}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>

        <RecentAttendance state={attendance} />
      </div>

      <section className="profile__block" aria-labelledby="p-comms">
        <h3 id="p-comms">Communication History</h3>
        <ul className="comms">
          {notes.map((c) => (
            <li key={c.date + c.type} className="comm">
              <div className="comm__head">
                <span className="badge">{c.type}</span>
                <span className="comm__date">{formatDay(c.date)}</span>
              </div>
              <p>{c.message}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
