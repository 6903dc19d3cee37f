import { useEffect, useRef, useState } from 'react';
import type { Question } from '../../../contract/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { useCatalogue } from '../../../lib/use-catalogue.ts';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { useUnsavedWork } from '../../../lib/unsaved-work.ts';
import { testsMessages } from './messages.ts';
import { QuestionForm } from './question-form.tsx';
import { QuestionView } from './question-view.tsx';
import { SettingsFields } from './settings-fields.tsx';
import { isBlankDraft, loadTestDraft, nextQuestionId, storeTestDraft, unsavedTestText } from './test-draft.ts';
import {
  buildQuestion,
  buildTest,
  defaultSettings,
  totalPoints,
  validateTest,
  type SettingsDraft,
  type TestError,
} from './test-builder-rules.ts';
import { errorMessage } from './error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { testsApi } from '../../../lib/api/tests-api.ts';
import { BusyButton } from '../../../lib/busy-button.tsx';

export interface CreateTabProps {
  /** Whose draft this is: it is kept in the browser per teacher until saved. */
  teacherId: string;
  onSaved: () => void;
}

/**
 * The Create tab: settings (the course from the server's catalogue), the question builder, the
 * questions list and Save Test. The settings and questions are kept in the browser as they
 * change and come back when the tab opens again, until the test is saved (or the draft
 * discarded). A half-built test makes leaving the section ask first.
 */
export function CreateTab({ teacherId, onSaved }: CreateTabProps) {
  const { toast } = useElement();
  const m = useMessages(testsMessages);
  const api = useApi(testsApi);
  const catalogue = useCatalogue();
  const [restored] = useState(() => loadTestDraft(teacherId));
  const [settings, setSettings] = useState<SettingsDraft>(() => restored?.settings ?? defaultSettings());
  const [questions, setQuestions] = useState<Question[]>(() => restored?.questions ?? []);
  const [showRestored, setShowRestored] = useState(() => restored !== null && !isBlankDraft(restored));
  const [error, setError] = useState<TestError | null>(null);
  const [saving, setSaving] = useState(false);
  const nextId = useRef(nextQuestionId(restored?.questions ?? []));
  const settingsRef = useRef<HTMLFieldSetElement>(null);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => storeTestDraft(teacherId, { settings, questions }), [teacherId, settings, questions]);
  useUnsavedWork(unsavedTestText({ settings, questions }, m));

  const reset = (): void => {
    setSettings(defaultSettings());
    setQuestions([]);
    setFormKey((k) => k + 1);
    setShowRestored(false);
    setError(null);
  };

  const save = async (): Promise<void> => {
    const problem = validateTest(settings, questions, catalogue.subjects, m);
    setError(problem);
    if (problem) {
      settingsRef.current?.querySelector<HTMLElement>(`[data-field="${problem.field}"] :is(input, select)`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await api.createTest(buildTest(settings, questions));
      toast.success(m.saved);
      // Saved: the browser's draft goes, and the tab is back to the defaults, the question form
      // included.
      storeTestDraft(teacherId, { settings: defaultSettings(), questions: [] });
      reset();
      onSaved();
    } catch (e) {
      toast.error(m.saveFailed(errorMessage(e)));
    } finally {
      setSaving(false);
    }
  };

  const total = totalPoints(questions);
  return (
    <div className="tt-builder">
      {showRestored && (
        <div className="cluster cluster--spread tt-banner tt-draft-note" role="status">
          <p>{m.draftRestored}</p>
          <button type="button" className="edu-btn edu-btn--ghost edu-btn--small" onClick={reset}>
            {m.discardDraft}
          </button>
        </div>
      )}
      <SettingsFields
        value={settings}
        catalogue={catalogue}
        rootRef={settingsRef}
        titleError={error?.field === 'title' ? error.message : ''}
        courseError={error?.field === 'course' ? error.message : ''}
        showAllErrors={error !== null && error.field !== 'questions'}
        onChange={(next) => {
          setSettings(next);
          if (error?.field === 'title' || error?.field === 'course') setError(null);
        }}
      />
      <div className="tt-builder__columns">
        <QuestionForm
          key={formKey}
          onAdd={(draft) => {
            setQuestions((qs) => [...qs, buildQuestion(draft, nextId.current++)]);
            if (error?.field === 'questions') setError(null);
          }}
        />
        <section className="edu-card panel tt-card tt-builder-card" aria-labelledby="tt-questions-heading">
          <div className="cluster cluster--spread tt-questions__head">
            <h3 id="tt-questions-heading" className="tt-card__title">
              {m.questionsHeading(questions.length)}
            </h3>
            {questions.length > 0 && <span className="tt-chip tt-chip--primary">{m.totalPoints(total)}</span>}
          </div>
          {questions.length === 0 ? (
            <p className="empty">{m.noQuestionsYet}</p>
          ) : (
            <ul className="stack tt-questions">
              {questions.map((q, i) => (
                <li key={q.id}>
                  <QuestionView question={q} index={i} onRemove={() => setQuestions((qs) => qs.filter((x) => x.id !== q.id))} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="tt-builder__save">
        <p className="tt-builder__summary">{m.builderSummary(questions.length, total)}</p>
        {error?.field === 'questions' && (
          <p className="tt-field__error" role="alert">
            {error.message}
          </p>
        )}
        <BusyButton type="button" className="edu-btn tt-btn-large" busy={saving} onClick={() => void save()}>
          {saving ? m.saving : m.saveTest}
        </BusyButton>
      </div>
    </div>
  );
}
