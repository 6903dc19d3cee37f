import { useMessages } from '../../../lib/i18n/use-language.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { validateProfile } from './form-rules.ts';
import { useModalForm } from './use-modal-form.ts';
import { Icon } from '../shared/icons.tsx';
import { avatarLetter } from './initials.ts';
import { Field } from './field.tsx';
import type { LearnerProfile, ProfileForm } from '../shared/model.ts';
import { learnerSectionMessages } from '../shared/section-messages.ts';
import { useStyles } from '../../../lib/use-styles.ts';
import modalCss from './learner-modal.css?inline';

interface Props {
  profile: LearnerProfile;
  onSave: (form: ProfileForm) => void;
  onClose: () => void;
  onChangePhoto: () => void;
}

/** Avatar letter, Full Name, Email, Phone, Location, Bio; Cancel / 'Save Changes'. */
export function EditProfileModal({ profile, onSave, onClose, onChangePhoto }: Props) {
  useStyles(modalCss);
  const m = useMessages(learnerSectionMessages);
  const { form, errors, set, submit } = useModalForm(
    (): ProfileForm => ({
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      location: profile.location,
      bio: profile.bio,
    }),
    (f) => validateProfile(f, m),
    (trimmed) => {
      onSave(trimmed);
      onClose();
    },
  );

  return (
    <Modal title={m.editProfileTitle} onClose={onClose}>
      <form className="modal__form" noValidate onSubmit={submit}>
        <div className="modal__avatar">
          <span className="avatar avatar--large" aria-hidden="true">
            {avatarLetter(form.name, m.avatarFallback)}
          </span>
          <button type="button" className="avatar__camera" aria-label={m.changePhoto} onClick={onChangePhoto}>
            <Icon name="camera" size={16} />
          </button>
        </div>
        <Field
          label={m.fullName}
          name="name"
          value={form.name}
          onChange={set('name')}
          error={errors.name}
          required
          autoComplete="name"
          autoFocus
        />
        <Field
          label={m.email}
          name="email"
          type="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
          required
          autoComplete="email"
        />
        <div className="field-row">
          <Field label={m.phone} name="phone" type="tel" value={form.phone} onChange={set('phone')} autoComplete="tel" />
          <Field
            label={m.location}
            name="location"
            value={form.location}
            onChange={set('location')}
            autoComplete="address-level2"
          />
        </div>
        <Field label={m.bio} name="bio" value={form.bio} onChange={set('bio')} placeholder={m.bioPlaceholder} multiline={3} />
        <div className="edu-modal__actions">
          <button type="button" className="edu-btn edu-btn--ghost" onClick={onClose}>
            {m.cancel}
          </button>
          <button type="submit" className="edu-btn">
            {m.saveChanges}
          </button>
        </div>
      </form>
    </Modal>
  );
}
