import { useRef, useState } from 'react';
import type { Question } from '../../../contract/index.ts';
import { useElement } from '../../../lib/element-context.tsx';
import { QuestionForm } from './question-form.tsx';
import { QuestionView } from './question-view.tsx';
import { SettingsFields } from './settings-fields.tsx';
import {
  buildQuestion,
  buildTest,
  defaultSettings,
  MSG,
  totalPoints,
  validateTest,
  type SettingsDraft,
  type TestError,
} from './test-builder-rules.ts';
import { errorMessage, useApi } from './use-api.ts';

/** The Create tab: settings, the question builder, the questions list and Save Test. */
export function CreateTab({ onSaved }: { onSaved: () => void }) {
  const { toast } = useElement();
  const api = useApi();
  const [settings, setSettings] = useState<SettingsDraft>(defaultSettings);
  const [questions, setQuestions] = useState<Question[]>([]);
  const [error, setError] = useState<TestError | null>(null);
  const [saving, setSaving] = useState(false);
  const nextId = useRef(1);
  const titleRef = useRef<HTMLInputElement>(null);
  const [formKey, setFormKey] = useState(0);

  const save = async (): Promise<void> => {
    const problem = validateTest(settings, questions);
    setError(problem);
    if (problem) {
      if (problem.field === 'title') titleRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await api.createTest(buildTest(settings, questions));
      toast.success(MSG.saved);
      // Back to the defaults (spec section 4), the question form included.
      setSettings(defaultSettings());
      setQuestions([]);
      setFormKey((k) => k + 1);
      onSaved();
    } catch (e) {
      toast.error(`Failed to save test: ${errorMessage(e)}`);
    } finally {
      setSaving(false);
    }
  };

  const total = totalPoints(questions);
  return (
    <div className="tt-builder">
      <SettingsFields
        value={settings}
        titleRef={titleRef}
        titleError={error?.field === 'title' ? error.message : ''}
        onChange={(next) => {
          setSettings(next);
          if (error?.field === 'title') setError(null);
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
        <section className="tt-card tt-builder-card" aria-labelledby="tt-questions-heading">
          <div className="tt-questions__head">
            <h3 id="tt-questions-heading" className="tt-card__title">
              Questions ({questions.length})
            </h3>
            {questions.length > 0 && (
              <span className="tt-chip tt-chip--primary">
                Total: {total} {total === 1 ? 'point' : 'points'}
              </span>
            )}
          </div>
          {questions.length === 0 ? (
            <p className="tt-empty">No questions yet. Add one with the form.</p>
          ) : (
            <ul className="tt-questions">
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
        <p className="tt-builder__summary">
          {questions.length} {questions.length === 1 ? 'question' : 'questions'} · {total} {total === 1 ? 'point' : 'points'}
        </p>
        {error?.field === 'questions' && (
          <p className="tt-field__error" role="alert">
            {error.message}
          </p>
        )}
        <button type="button" className="edu-btn tt-btn-large" disabled={saving} onClick={() => void save()}>
          {saving ? 'Saving...' : 'Save Test'}
        </button>
      </div>
    </div>
  );
}
