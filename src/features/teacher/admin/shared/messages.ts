import { defineMessages } from '../../../../lib/i18n/messages.ts';
import en from './messages.en.ts';

export const adminMessages = defineMessages(en, import.meta.glob('./messages.{es,ar}.json'));
export type AdminMessages = typeof adminMessages.en;
