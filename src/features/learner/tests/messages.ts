import { defineMessages } from '../../../lib/i18n/messages.ts';
import en from './messages.en.ts';

export const learnerTestsMessages = defineMessages(en, import.meta.glob('./messages.{es,ar}.json'));
export type LearnerTestsMessages = typeof learnerTestsMessages.en;
