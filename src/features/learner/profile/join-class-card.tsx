import { useState, type FormEvent } from 'react';
import { JoinClassRequest } from '../../../contract/classes.ts';
import { classesApi } from '../../../lib/api/classes-api.ts';
import { BusyButton } from '../../../lib/busy-button.tsx';
import { useMessages } from '../../../lib/i18n/use-language.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useErrorText } from '../../../lib/use-error-text.ts';
import { Field } from './field.tsx';
import { SectionHead } from '../shared/panel-parts.tsx';
import { joinMessages } from './join-messages.ts';

/**
 * A learner joins a class with the code its teacher gave out: the code is checked as the server
 * checks it before it is sent (its words in the element's language), and the server's refusal (no class has the code) shows on the field.
 */
export function JoinClassCard() {
  const m = useMessages(joinMessages);
  const api = useApi(classesApi);
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [joined, setJoined] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = JoinClassRequest.safeParse({ code });
    if (!parsed.success) {
      setError(code.trim() === '' ? m.codeRequired : m.codeInvalid);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const res = await api.joinClass(parsed.data.code);
      setJoined(m.joined(res.class.name));
      setCode('');
    } catch (err) {
      setJoined(undefined);
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="edu-card panel" aria-labelledby="learner-join-title">
      <SectionHead className="panel__head" id="learner-join-title" title={m.joinTitle} />
      <form className="panel__body edu-stack" onSubmit={(e) => void submit(e)} noValidate>
        <p className="edu-meta">{m.joinHint}</p>
        <Field label={m.codeLabel} name="code" value={code} onChange={setCode} error={error} autoComplete="off" />
        <BusyButton type="submit" className="edu-btn" busy={busy}>
          {busy ? m.joining : m.join}
        </BusyButton>
        <p role="status" className="edu-meta">
          {joined}
        </p>
      </form>
    </article>
  );
}
