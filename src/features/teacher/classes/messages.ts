import { defineMessages } from '../../../lib/i18n/messages.ts';
import en from './messages.en.ts';

export const classesMessages = defineMessages(en, import.meta.glob('./messages.{es,ar}.json'));
export type ClassesMessages = typeof classesMessages.en;
