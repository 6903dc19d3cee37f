import { useState, type FormEvent } from 'react';
import type { ManagedTest, ReviewOptions } from '../../../contract/index.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { FormActions } from '../../../lib/overlay/form-actions.tsx';
import { Modal } from '../../../lib/overlay/modal.tsx';
import { testsMessages } from './messages.ts';
import { ReviewFields } from './review-fields.tsx';

/** Review Options of a saved test (any status): the builder's two choices, Cancel and Save; they apply to past attempts too. */
export function ReviewDialog({
  test,
  onClose,
  onSave,
}: {
  test: ManagedTest;
  onClose: () => void;
  onSave: (review: ReviewOptions) => Promise<boolean>;
}) {
  const m = useMessages(testsMessages);
  const [review, setReview] = useState<ReviewOptions>(test.review);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent): Promise<void> => {
    e.preventDefault();
    setBusy(true);
    const ok = await onSave(review);
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Modal title={m.actions.review} description={test.title} size="md" busy={busy} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)}>
        <ReviewFields value={review} onChange={setReview} />
        <p className="edu-quiet tt-review__past">{m.reviewAppliesToPast}</p>
        <FormActions
          cancelLabel={m.cancel}
          submitLabel={busy ? m.savingReview : m.saveReview}
          disabled={busy}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
