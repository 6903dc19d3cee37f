// The learner's page of a Svelte 5 app: the school's backend signs the learner in by an embed token.
import { configure } from 'edu-portal-widgets';
import { mount } from 'svelte';
import Learner from './Learner.svelte';

configure({
  apiBase: import.meta.env.VITE_EDU_API_BASE,
  getToken: async () => (await fetch('/embed-token?as=learner')).text(),
});

mount(Learner, { target: document.getElementById('app')! });
