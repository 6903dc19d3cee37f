import { useMessages } from '../../../lib/i18n/use-language.ts';
import { Icon } from '../shared/icons.tsx';
import { learnerSectionMessages } from '../shared/section-messages.ts';

interface Props {
  /** The box's class: where the avatar sits (the profile card, the edit form). */
  className: string;
  letter: string;
  onChangePhoto: () => void;
}

/** The large avatar letter(s) with the camera button that changes the photo. */
export function CameraAvatar({ className, letter, onChangePhoto }: Props) {
  const m = useMessages(learnerSectionMessages);
  return (
    <div className={className}>
      <span className="avatar avatar--large" aria-hidden="true">
        {letter}
      </span>
      <button type="button" className="avatar__camera" aria-label={m.changePhoto} onClick={onChangePhoto}>
        <Icon name="camera" size={16} />
      </button>
    </div>
  );
}
