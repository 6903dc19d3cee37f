import { useState } from 'react';
import { useFormat, useMessages } from '../../../lib/i18n/use-language.ts';
import { EditProfileModal } from './edit-profile-modal.tsx';
import { CameraAvatar } from './camera-avatar.tsx';
import { EditButton, SectionHead } from '../shared/panel-parts.tsx';
import { learnerMessages } from '../shared/messages.ts';
import type { LearnerProfile, ProfileForm } from '../shared/model.ts';
import { ProgressBar } from '../shared/progress-bar.tsx';
import { learnerSectionMessages } from '../shared/section-messages.ts';
import { WeeklyStreak } from './weekly-streak.tsx';
import { JoinClassCard } from './join-class-card.tsx';
import { useStyles } from '../../../lib/use-styles.ts';
import { WrapPoints } from '../../../lib/wrap-points.tsx';
import profileCss from './profile-section.css?inline';
import { initials } from '../../../lib/format.ts';

interface Props {
  profile: LearnerProfile;
  onSave: (form: ProfileForm) => void;
  onChangePhoto: () => void;
  /** The dashboard is the signed-in learner's own: they may join a class with its code. */
  canJoin?: boolean;
}

/**
 * Profile: the 'My Profile' card (with the contact details the learner gave), the Weekly Streak
 * and, on the learner's own dashboard, joining a class by its code.
 */
export function ProfileSection({ profile, onSave, onChangePhoto, canJoin }: Props) {
  useStyles(profileCss);
  const m = useMessages(learnerSectionMessages);
  const shared = useMessages(learnerMessages);
  const f = useFormat();
  const [editing, setEditing] = useState(false);
  const contact = (['email', 'phone', 'location'] as const).filter((k) => profile[k].trim() !== '');
  return (
    <section className="section edu-columns profile-grid" aria-labelledby="learner-profile-title">
      <article className="edu-card panel profile">
        <SectionHead className="panel__head" id="learner-profile-title" title={m.myProfile}>
          <EditButton onClick={() => setEditing(true)} />
        </SectionHead>
        <div className="panel__body edu-stack profile__body">
          <CameraAvatar
            className="profile__avatar-wrap"
            letter={initials(profile.name, m.avatarFallback)}
            onChangePhoto={onChangePhoto}
          />
          <h3 className="profile__name">{profile.name}</h3>
          {profile.bio && <p className="profile__bio">{profile.bio}</p>}
          <div className="edu-stack edu-tile profile__level">
            <div className="edu-row profile__level-top">
              <span className="profile__level-label">{m.level(f.number(profile.level))}</span>
              <span className="edu-meta profile__level-pct">{shared.percent(profile.progress)}</span>
            </div>
            <ProgressBar value={profile.progress} label={m.levelProgress(f.number(profile.level))} />
          </div>
          {contact.length > 0 && (
            <dl className="edu-tile profile__contact">
              {contact.map((k) => (
                <div key={k} className="edu-term profile__contact-row">
                  <dt className="edu-meta">{m[k]}</dt>
                  <dd>
                    <WrapPoints text={profile[k]} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </article>
      <WeeklyStreak streak={profile.streak} />
      {canJoin && <JoinClassCard />}
      {editing && (
        <EditProfileModal profile={profile} onSave={onSave} onClose={() => setEditing(false)} onChangePhoto={onChangePhoto} />
      )}
    </section>
  );
}
