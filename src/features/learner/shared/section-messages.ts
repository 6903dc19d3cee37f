import { defineMessages } from '../../../lib/i18n/messages.ts';
import en from './section-messages.en.ts';

export const learnerSectionMessages = defineMessages(en, import.meta.glob('./section-messages.{es,ar}.json'));
export type LearnerSectionMessages = typeof learnerSectionMessages.en;
