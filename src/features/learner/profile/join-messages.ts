import { defineMessages } from '../../../lib/i18n/messages.ts';
import en from './join-messages.en.ts';

export const joinMessages = defineMessages(en, import.meta.glob('./join-messages.{es,ar}.json'));
