// The learner's page of a Vue 3 app: the school's backend signs the learner in by an embed token.
import { configure } from 'edu-portal-widgets';
import { createApp } from 'vue';
import Learner from './Learner.vue';

configure({
  apiBase: import.meta.env.VITE_EDU_API_BASE,
  getToken: async () => (await fetch('/embed-token?as=learner')).text(),
});

createApp(Learner).mount('#app');
