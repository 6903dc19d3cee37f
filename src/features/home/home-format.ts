import { formatClock, formatNumber } from '../../lib/i18n/format.ts';
import { FEE_CURRENCY, SESSION_MINUTES, type ClassOffering, type ScheduleEntry, type TimeOfDay } from './home-data.ts';
import type { HomeMessages } from './messages.ts';

/** A time of day as the language writes it: '13:30' is 1:30 PM in English, 13:30 in Spanish. */
export const timeOfDay = (tag: string, time: TimeOfDay): string => formatClock(tag, time);

/** A class card's hours: "6:00 AM - 8:00 AM". */
export const classTiming = (tag: string, m: HomeMessages, c: ClassOffering): string =>
  m.classTiming(timeOfDay(tag, c.from), timeOfDay(tag, c.to));

/** A class card's fees, whole amounts of money: "₹15,000/month". */
export const monthlyFee = (tag: string, m: HomeMessages, c: ClassOffering): string =>
  m.perMonth(formatNumber(tag, c.monthlyFee, { style: 'currency', currency: FEE_CURRENCY, maximumFractionDigits: 0 }));

/** A schedule card's hours: "11:00 AM-12:00 PM". */
export const sessionTime = (tag: string, m: HomeMessages, s: ScheduleEntry): string =>
  m.sessionTime(timeOfDay(tag, s.from), timeOfDay(tag, s.to));

/** A catalogue subject's name in the language; one the texts do not know shows as the catalogue names it. */
export const subjectName = (m: HomeMessages, subject: string): string =>
  Object.hasOwn(m.subjects, subject) ? m.subjects[subject as keyof HomeMessages['subjects']] : subject;

/** "45min Teaching + 15min Doubt Session". */
export const sessionNote = (m: HomeMessages): string => m.sessionNote(SESSION_MINUTES.teaching, SESSION_MINUTES.doubts);
