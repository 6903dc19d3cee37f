import { defineMessages } from '../../../lib/i18n/messages.ts';
import en from './results-messages.en.ts';

export const testResultsMessages = defineMessages(en, import.meta.glob('./results-messages.{es,ar}.json'));
export type TestResultsMessages = typeof testResultsMessages.en;
