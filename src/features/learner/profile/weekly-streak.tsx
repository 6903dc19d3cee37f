import { useMessages } from '../../../lib/i18n/use-language.ts';
import { Icon } from '../shared/icons.tsx';
import { learnerSectionMessages } from '../shared/section-messages.ts';
import { streakDaysLabel, streakMessage, weekStreakDays } from '../shared/streak.ts';

/** Weekly Streak, version B: 7 day circles, the last N filled. */
export function WeeklyStreak({ streak }: { streak: number }) {
  const m = useMessages(learnerSectionMessages);
  const days = weekStreakDays(streak);
  return (
    <article className="edu-card panel streak" aria-labelledby="learner-streak-title">
      <div className="panel__head">
        <h3 id="learner-streak-title" className="panel__title">
          <Icon name="flame" size={20} className="streak__flame" />
          {m.weeklyStreak}
        </h3>
        <span className="streak__days">{streakDaysLabel(streak, m)}</span>
      </div>
      <div className="panel__body">
        <ol className="week" aria-label={m.thisWeek}>
          {days.map((d) => (
            <li key={d.day} className={d.filled ? 'edu-stack week__day week__day--done' : 'edu-stack week__day'}>
              <span className="week__circle">{d.filled ? <Icon name="check" size={16} /> : null}</span>
              <span className="week__label">{m.weekDays[d.day]}</span>
              <span className="edu-visually-hidden">{d.filled ? m.dayLearned : m.dayNotYet}</span>
            </li>
          ))}
        </ol>
        <p className="streak__message">{streakMessage(streak, m)}</p>
      </div>
    </article>
  );
}
