import { useMemo } from 'react';
import { useLanguage, useMessages } from '../../../lib/i18n/use-language.ts';
import { attendanceTone, gradeTone, letterTone } from '../shared/colour-thresholds.ts';
import { formatPercent } from '../shared/format.ts';
import { useTeacherLanguage } from '../shared/use-teacher-language.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { profileFacts, sampleCommunications, sampleTestResults, SUBJECT_PROGRESS } from './profile-data.ts';
import { studentsMessages } from './messages.ts';
import { initials } from '../../../lib/format.ts';
import type { DirectoryStudent } from './student-rules.ts';
import { useAttendanceSummary } from './use-attendance-summary.ts';
import { RecentAttendance } from './recent-attendance.tsx';
import { LinkedAccounts } from './linked-accounts.tsx';
import { WrapPoints } from '../../../lib/wrap-points.tsx';
import { formatDay } from '../../../lib/i18n/format.ts';
import { TitledSection } from '../shared/section-frame.tsx';
import { DescriptionList } from '../../../lib/description-list.tsx';

/** The student profile modal: the server's fields first, sample figures where the school keeps none. */
export function StudentProfile({ student, onClose }: { student: DirectoryStudent | null; onClose: () => void }) {
  const m = useMessages(studentsMessages);
  const { tag } = useLanguage();
  return (
    <Modal
      open={student !== null}
      title={student?.name ?? ''}
      size="lg"
      onClose={onClose}
      description={
        student && (
          <span className="cluster profile__sub">
            <span>{m.rollNo(profileFacts(student, m, tag).rollNo)}</span>
            <span className="badge tone-info">{student.classes.join(', ')}</span>
            <span className="badge">{student.grade ? m.gradeBadge(student.grade) : m.gradeNotSet}</span>
          </span>
        )
      }
    >
      {student && <ProfileBody student={student} />}
    </Modal>
  );
}

function ProfileBody({ student }: { student: DirectoryStudent }) {
  const m = useMessages(studentsMessages);
  const lang = useTeacherLanguage();
  const { tag } = lang;
  const facts = profileFacts(student, m, tag);
  const today = useMemo(() => new Date(), []);
  const tests = useMemo(() => sampleTestResults(today), [today]);
  const notes = useMemo(() => sampleCommunications(today), [today]);
  const attendance = useAttendanceSummary(student.student_id);
  // The term figure, fresh from the server; the directory's figure until it arrives (or without marks).
  const percent = attendance.summary?.percentage ?? student.attendance;

  return (
    <div className="profile">
      <div className="profile__hero">
        <span className="disc avatar avatar--lg" aria-hidden="true">
          {initials(student.name, '?')}
        </span>
        <DescriptionList
          className="profile__kpis"
          items={[
            { label: m.attendance, value: formatPercent(percent, lang), valueClassName: `badge tone-${attendanceTone(percent)}` },
            {
              label: m.averageGrade,
              value: formatPercent(student.averageGrade, lang),
              valueClassName: `badge tone-${gradeTone(student.averageGrade)}`,
            },
            { label: m.studentId, value: student.student_id },
          ]}
        />
      </div>

      <div className="profile__grid">
        <FactsBlock
          id="p-basic"
          title={m.basicInfo}
          facts={[
            [m.email, student.email || m.notProvided],
            [m.phone, student.phone || m.notProvided],
            [m.dateOfBirth, facts.dateOfBirth],
            [m.enrollmentDate, facts.enrollmentDate],
          ]}
        />
        <FactsBlock
          id="p-parent"
          title={m.parentInfo}
          facts={[
            [m.parentName, facts.parentName],
            [m.phone, facts.parentPhone],
            [m.email, facts.parentEmail],
            [m.emergencyContact, facts.emergencyContact],
          ]}
        />
      </div>

      <LinkedAccounts studentId={student.student_id} studentName={student.name} />

      <TitledSection id="p-academic" title={m.academicPerformance} className="box profile__block">
        <ul className="subjects">
          {SUBJECT_PROGRESS.map((s) => (
            <li key={s.subject} className="stack subject">
              <div className="subject__row">
                <span className="subject__name">{m.subjects[s.subject]}</span>
                <span className={`badge tone-${letterTone(s.grade)}`}>
                  <span className="edu-visually-hidden">{m.letterGradeBefore}</span>
                  {s.grade}
                </span>
              </div>
              <div
                className="meter"
                role="progressbar"
                aria-label={m.subjectProgress(m.subjects[s.subject])}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={s.progress}
              >
                <div className={`meter__fill fill-${letterTone(s.grade)}`} style={{ width: `${s.progress}%` }} />
              </div>
              <span className="meta subject__pct">{m.percentComplete(s.progress)}</span>
            </li>
          ))}
        </ul>
      </TitledSection>

      <div className="profile__grid">
        <TitledSection id="p-tests" title={m.recentTests} className="box profile__block">
          <ul className="stack results">
            {tests.map((t) => {
              const pct = Math.round((t.score / t.maxScore) * 100);
              return (
                <li key={t.test} className="result">
                  <span className="text-stack result__text">
                    <span className="result__test">{m.sampleTests[t.test]}</span>
                    <span className="meta result__meta">
                      {m.subjects[t.subject]} · {formatDay(tag, t.date)}
                    </span>
                  </span>
                  <span className={`badge tone-${gradeTone(pct)}`}>{m.score(t.score, t.maxScore)}</span>
                </li>
              );
            })}
          </ul>
        </TitledSection>

        <RecentAttendance state={attendance} />
      </div>

      <TitledSection id="p-comms" title={m.communicationHistory} className="box profile__block">
        <ul className="stack comms">
          {notes.map((c) => (
            <li key={c.date + c.type} className="comm">
              <div className="comm__head">
                <span className="badge">{m.communicationTypes[c.type]}</span>
                <span className="meta comm__date">{formatDay(tag, c.date)}</span>
              </div>
              <p>{m.sampleNotes[c.message]}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
    </div>
  );
}

/** A block of facts, each a label and its value; an email or other long value wraps between its parts, not inside a word. */
function FactsBlock({ id, title, facts }: { id: string; title: string; facts: readonly (readonly [string, string])[] }) {
  return (
    <TitledSection id={id} title={title} className="box profile__block">
      <DescriptionList
        className="stack facts"
        items={facts.map(([label, value]) => ({ label, value: <WrapPoints text={value} />, className: 'fact' }))}
      />
    </TitledSection>
  );
}
