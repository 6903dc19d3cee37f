import { defineMessages } from '../src/lib/i18n/messages.ts';
import en from './messages.en.ts';

export const demoMessages = defineMessages(en, import.meta.glob('./messages.{es,ar}.json'));
export type DemoMessages = typeof demoMessages.en;
