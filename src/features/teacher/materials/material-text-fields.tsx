import { MATERIAL_DESCRIPTION_MAX, MATERIAL_TITLE_MAX } from '../../../contract/materials.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { materialsMessages } from './messages.ts';

/** A material's Title and Description inputs, each with its error ('' for none) under it. */
export function MaterialTextFields(props: {
  id: string;
  title: string;
  description: string;
  titlePlaceholder?: string;
  titleError?: string;
  descriptionError?: string;
  disabled?: boolean;
  onTitle: (v: string) => void;
  onDescription: (v: string) => void;
}) {
  const t = useMessages(materialsMessages);
  const { id, titleError = '', descriptionError = '' } = props;
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-title`}>
          {t.titleField}
        </label>
        <input
          id={`${id}-title`}
          className="input"
          value={props.title}
          maxLength={MATERIAL_TITLE_MAX}
          placeholder={props.titlePlaceholder}
          disabled={props.disabled}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          onChange={(e) => props.onTitle(e.target.value)}
        />
        {titleError && (
          <p id={`${id}-title-error`} className="field__error" role="alert">
            {titleError}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          {t.descriptionField}
        </label>
        <textarea
          id={`${id}-description`}
          className="input material-description"
          rows={3}
          value={props.description}
          maxLength={MATERIAL_DESCRIPTION_MAX}
          disabled={props.disabled}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={`${id}-description-count${descriptionError ? ` ${id}-description-error` : ''}`}
          onChange={(e) => props.onDescription(e.target.value)}
        />
        <span id={`${id}-description-count`} className="meta material-description__count">
          {t.descriptionCount(props.description.length, MATERIAL_DESCRIPTION_MAX)}
        </span>
        {descriptionError && (
          <p id={`${id}-description-error`} className="field__error" role="alert">
            {descriptionError}
          </p>
        )}
      </div>
    </>
  );
}
