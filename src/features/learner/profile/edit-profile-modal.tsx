import { useMessages } from '../../../lib/i18n/use-language.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { validateProfile } from './form-rules.ts';
import { useModalForm } from './use-modal-form.ts';
import { CameraAvatar } from './camera-avatar.tsx';
import { avatarLetter } from './initials.ts';
import { Field } from './field.tsx';
import { FormActions } from '../../../lib/overlay/form-actions.tsx';
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
  const { form, bind, submit } = useModalForm(
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
        <CameraAvatar
          className="modal__avatar"
          letter={avatarLetter(form.name, m.avatarFallback)}
          onChangePhoto={onChangePhoto}
        />
        <Field label={m.fullName} {...bind('name')} required autoComplete="name" autoFocus />
        <Field label={m.email} {...bind('email')} type="email" required autoComplete="email" />
        <div className="field-row">
          <Field label={m.phone} {...bind('phone')} type="tel" autoComplete="tel" />
          <Field label={m.location} {...bind('location')} autoComplete="address-level2" />
        </div>
        <Field label={m.bio} {...bind('bio')} placeholder={m.bioPlaceholder} multiline={3} />
        <FormActions cancelLabel={m.cancel} submitLabel={m.saveChanges} onCancel={onClose} />
      </form>
    </Modal>
  );
}
