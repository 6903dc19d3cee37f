import { Icon } from './icons.tsx';
import { streakDaysLabel, streakMessage, weekStreakDays } from './streak.ts';

/** Weekly Streak, version B (spec section 2): 7 day circles, the last N filled. */
export function WeeklyStreak({ streak }: { streak: number }) {
  const days = weekStreakDays(streak);
  return (
    <article className="edu-card panel streak" aria-labelledby="learner-streak-title">
      <div className="panel__head">
        <h3 id="learner-streak-title" className="panel__title">
          <Icon name="flame" size={20} className="streak__flame" />
          Weekly Streak
        </h3>
        <span className="streak__days">{streakDaysLabel(streak)}</span>
      </div>
      <div className="panel__body">
        <ol className="week" aria-label="This week">
          {days.map((d, i) => (
            <li key={i} className={d.filled ? 'week__day week__day--done' : 'week__day'}>
              <span className="week__circle">{d.filled ? <Icon name="check" size={16} /> : null}</span>
              <span className="week__label">{d.label}</span>
              <span className="edu-visually-hidden">{d.filled ? 'learned' : 'not yet'}</span>
            </li>
          ))}
        </ol>
        <p className="streak__message">{streakMessage(streak)}</p>
      </div>
    </article>
  );
}
