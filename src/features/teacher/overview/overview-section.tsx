import { useEffect, useState } from 'react';
import { formatMoment } from '../../../lib/i18n/format.ts';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { relativeTime } from '../shared/format.ts';
import { useTeacherLanguage } from '../shared/use-teacher-language.ts';
import { useSectionStyles } from '../shared/use-section-styles.ts';
import { RECENT_ACTIVITY_COUNT, statCards, type StatCard } from './stat-cards.ts';
import { useDashboardFigures } from './use-dashboard-figures.ts';
import { overviewMessages } from './messages.ts';
import css from './overview.css?inline';
import { SectionFrame, TitledSection } from '../shared/section-frame.tsx';

type Target = 'materials' | 'tests' | 'attendance' | 'students';

export interface OverviewProps {
  teacherId: string;
  teacherName: string;
  /** Switches the dashboard to another section (the quick actions). */
  onNavigate?: (section: Target) => void;
}

const CARD_ICON: Record<StatCard['key'], string> = {
  totalStudents:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M17 11a3 3 0 1 0 0-6M22 21v-1a5 5 0 0 0-4-4.9',
  activeClasses: 'M3 7l9-4 9 4-9 4zM7 9v5c0 1.7 2.2 3 5 3s5-1.3 5-3V9M21 7v6',
  uploadedMaterials: 'M12 16V4M7 9l5-5 5 5M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  pendingTests: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  avgAttendance: 'M4 19V9M10 19V5M16 19v-7M22 19H2',
};

const ACTIVITY_ICON: Record<string, string> = { upload: '↑', delete: '×', attendance: '✓', test: '✎' };
/** Each kind of activity's tint (lib tones.css); uploads and kinds not known here are info. */
const ACTIVITY_TONE: ReadonlyMap<string, string> = new Map([
  ['delete', 'tone-danger'],
  ['attendance', 'tone-success'],
  ['test', 'tone-warning'],
]);

const QUICK_ACTIONS: readonly Target[] = ['materials', 'tests', 'attendance', 'students'];

/** The dashboard section: five stat cards and the Recent Activity list. */
export default function OverviewSection({ teacherId, teacherName, onNavigate }: OverviewProps) {
  useSectionStyles(css);
  const m = useMessages(overviewMessages);
  const f = useFormat();
  const lang = useTeacherLanguage();
  const { loading, figures } = useDashboardFigures(teacherId);
  const now = useNow(60_000);
  const activity = figures.recentActivity.slice(0, RECENT_ACTIVITY_COUNT);
  const firstName = teacherName.replace(/^(Mr|Mrs|Ms|Dr|Prof)\.?\s+/i, '').split(/\s+/)[0];

  return (
    <SectionFrame titleId="overview-title" title={m.title} lead={m.lead(firstName ?? '')} className="overview">
      <ul className="stats" aria-busy={loading}>
        {statCards(figures, m, lang).map((c) => (
          <li key={c.key} className="stat edu-card">
            <span className={`stat__icon tone-${c.tone}`} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="22" height="22">
                <path
                  d={CARD_ICON[c.key]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.9"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <span className="text-stack stat__text">
              <span className="stat__label">{c.label}</span>
              {loading ? (
                <span className="stat__value stat__value--loading">
                  <span className="edu-visually-hidden">{m.loading}</span>
                </span>
              ) : (
                <span className="stat__value">{c.value}</span>
              )}
            </span>
          </li>
        ))}
      </ul>

      <div className="overview__grid">
        <TitledSection id="activity-title" title={m.recentActivity} className="edu-card panel" titleClassName="panel__title">
          {loading ? (
            <p className="muted-line">
              <span className="edu-spinner" aria-hidden="true" /> {m.loadingActivity}
            </p>
          ) : activity.length === 0 ? (
            <p className="muted-line">{m.noActivity}</p>
          ) : (
            <ul className="activity">
              {activity.map((a) => (
                <li key={a.id} className="activity__item">
                  <span className={`disc activity__icon ${ACTIVITY_TONE.get(a.type) ?? 'tone-info'}`} aria-hidden="true">
                    {ACTIVITY_ICON[a.type] ?? '•'}
                  </span>
                  <span className="text-stack activity__text">
                    <span className="activity__message">{a.message}</span>
                    <time className="meta activity__time" dateTime={a.timestamp} title={formatMoment(f.tag, a.timestamp)}>
                      {relativeTime(new Date(a.timestamp), now, lang)}
                    </time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </TitledSection>

        {onNavigate && (
          <TitledSection id="quick-title" title={m.quickActions} className="edu-card panel" titleClassName="panel__title">
            <ul className="stack quick">
              {QUICK_ACTIONS.map((target) => (
                <li key={target}>
                  <button type="button" className="edu-btn edu-btn--ghost quick__btn" onClick={() => onNavigate(target)}>
                    <span>{m.quick[target]}</span>
                    <span className="quick__arrow" aria-hidden="true">
                      →
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </TitledSection>
        )}
      </div>
    </SectionFrame>
  );
}

/** The current time, refreshed every `ms` so relative times stay true. */
function useNow(ms: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}
