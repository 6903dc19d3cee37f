// The learner's page of a React 19 app: the school's backend signs the learner in by an embed token.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configure } from 'edu-portal-widgets';
import type {} from 'edu-portal-widgets/react';

configure({
  apiBase: import.meta.env.VITE_EDU_API_BASE,
  getToken: async () => (await fetch('/embed-token?as=learner')).text(),
});

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <edu-learner-dashboard />
  </StrictMode>,
);
