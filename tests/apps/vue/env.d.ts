import type {} from 'edu-portal-widgets/vue';
