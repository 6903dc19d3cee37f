// A Svelte 5 app as an integrator writes it, against the installed package and its types.
import 'edu-portal-widgets';
import { mount } from 'svelte';
import App from './App.svelte';

mount(App, { target: document.getElementById('app')! });
