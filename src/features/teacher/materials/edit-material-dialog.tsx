import { useId, useState, type FormEvent } from 'react';
import { MATERIAL_CATEGORIES } from '../../../contract/index.ts';
import type { UpdateMaterialRequest } from '../../../contract/materials.ts';
import { ApiError, errorText } from '../../../lib/api/index.ts';
import { materialsApi } from '../../../lib/api/materials-api.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { libMessages } from '../../../lib/messages.ts';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { FormActions } from '../../../lib/overlay/form-actions.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { useCatalogue } from '../../../lib/use-catalogue.ts';
import { SelectField } from '../shared/filter-fields.tsx';
import { ClassPicker } from './class-picker.tsx';
import { draftChanges, draftErrors, fieldError, type EditDraft, type EditErrors } from './edit-rules.ts';
import { MaterialTextFields } from './material-text-fields.tsx';
import type { DisplayMaterial } from './material-rules.ts';
import { materialsMessages } from './messages.ts';
import { checkUploadFile } from './upload-rules.ts';

/**
 * Edit material: title, description, category, course (a subject of the catalogue), the classes
 * that see it, and a file to replace its own (its id and links stay). Save sends what changed
 * (PUT /api/materials/{id}, then its file); a refusal naming a field shows under that field,
 * any other in the dialog. `onSaved` follows a save (the list reloads).
 */
export function EditMaterialDialog({
  material,
  onClose,
  onSaved,
}: {
  material: DisplayMaterial;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const t = useMessages(materialsMessages);
  const lib = useMessages(libMessages);
  const { toast } = useElement();
  const api = useApi(materialsApi);
  const catalogue = useCatalogue();
  const [draft, setDraft] = useState<EditDraft>({
    title: material.title,
    description: material.description,
    category: material.category,
    course: material.course,
    classes: material.classes,
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<EditErrors & { file?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof EditDraft>(key: K, value: EditDraft[K]): void => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };
  // A course the catalogue has since dropped stays choosable for the material filed under it.
  const courses =
    catalogue.subjects.includes(material.course) || !material.course
      ? catalogue.subjects
      : [material.course, ...catalogue.subjects];

  const pickFile = (picked: File | undefined): void => {
    setErrors((e) => ({ ...e, file: undefined, form: undefined }));
    if (!picked) return setFile(null);
    const check = checkUploadFile(picked, t);
    if (check.ok) setFile(picked);
    else {
      setFile(null);
      setErrors((e) => ({ ...e, file: check.message }));
    }
  };

  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    const local = draftErrors(draft, t);
    if (Object.keys(local).length > 0) return setErrors(local);
    setBusy(true);
    try {
      if (draftChanges(draft, material)) {
        await api.updateMaterial(material.id, {
          title: draft.title.trim(),
          description: draft.description.trim(),
          category: draft.category as UpdateMaterialRequest['category'],
          course: draft.course,
          classes: [...draft.classes],
        });
      }
      if (file) await api.replaceMaterialFile(material.id, file);
    } catch (err) {
      setBusy(false);
      const message = err instanceof ApiError && err.serverMessage ? err.serverMessage : errorText(err, lib);
      const named = err instanceof ApiError && err.status === 400 ? fieldError(message) : undefined;
      if (named) setErrors({ [named.field]: named.text });
      else setErrors({ form: t.editFailed(message) });
      return;
    }
    setBusy(false);
    toast.success(t.editSucceeded(draft.title.trim()));
    onSaved();
    onClose();
  };

  return (
    <Modal title={t.editTitle} description={material.title} size="md" busy={busy} onClose={onClose}>
      <form className="material-edit" noValidate aria-label={t.editTitle} onSubmit={(e) => void submit(e)}>
        <MaterialTextFields
          id={`${id}-edit`}
          title={draft.title}
          description={draft.description}
          titleError={errors.title}
          descriptionError={errors.description}
          disabled={busy}
          onTitle={(v) => set('title', v)}
          onDescription={(v) => set('description', v)}
        />
        <SelectField
          id={`${id}-category`}
          label={t.category}
          value={draft.category}
          options={MATERIAL_CATEGORIES}
          leading={{ value: '', label: t.selectCategory }}
          disabled={busy}
          onChange={(v) => set('category', v)}
        />
        {errors.category && (
          <p className="field__error" role="alert">
            {errors.category}
          </p>
        )}
        <SelectField
          id={`${id}-course`}
          label={t.course}
          value={draft.course}
          options={courses}
          leading={{ value: '', label: t.selectCourse }}
          disabled={busy}
          onChange={(v) => set('course', v)}
        />
        {errors.course && (
          <p className="field__error" role="alert">
            {errors.course}
          </p>
        )}
        <ClassPicker
          id={`${id}-classes`}
          value={draft.classes}
          error={errors.classes}
          disabled={busy}
          onChange={(v) => set('classes', v)}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-file`}>
            {t.replaceFile}
          </label>
          <p id={`${id}-file-hint`} className="meta">
            {file ? t.newFile(file.name) : t.currentFile(material.title)} · {t.replaceFileHint}
          </p>
          <input
            id={`${id}-file`}
            type="file"
            className="material-edit__file"
            disabled={busy}
            aria-describedby={`${id}-file-hint`}
            aria-invalid={errors.file ? true : undefined}
            onChange={(e) => pickFile(e.target.files?.[0])}
          />
          {errors.file && (
            <p className="field__error" role="alert">
              {errors.file}
            </p>
          )}
        </div>
        {errors.form && (
          <p className="field__error material-edit__error" role="alert">
            {errors.form}
          </p>
        )}
        <FormActions cancelLabel={t.cancel} submitLabel={busy ? t.saving : t.save} disabled={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
