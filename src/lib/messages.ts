import { defineMessages } from './i18n/messages.ts';
import en from './messages.en.ts';

export const libMessages = defineMessages(en, import.meta.glob('./messages.{es,ar}.json'));
export type LibMessages = typeof libMessages.en;
