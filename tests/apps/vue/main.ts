// A Vue 3 app as an integrator writes it, against the installed package and its types.
import 'edu-portal-widgets';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
