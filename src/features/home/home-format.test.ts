import { describe, expect, it } from 'vitest';
import { CLASS_OFFERINGS, todaysSchedule } from './home-data.ts';
import { classTiming, monthlyFee, sessionNote, sessionTime, subjectName, timeOfDay } from './home-format.ts';
import { homeMessages } from './messages.ts';

const [class11, class12] = CLASS_OFFERINGS;

describe('home page times and fees', () => {
  it('are the spec texts in English, to the letter', () => {
    expect(
      CLASS_OFFERINGS.map((c) => [c.className, classTiming('en', homeMessages.en, c), monthlyFee('en', homeMessages.en, c)]),
    ).toEqual([
      ['Class 11', '6:00 AM - 8:00 AM', '₹15,000/month'],
      ['Class 12', '8:30 AM - 10:30 AM', '₹18,000/month'],
    ]);
    const catalogue = ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'History', 'Computer Science'];
    expect(todaysSchedule(catalogue).map((s) => [s.subject, sessionTime('en', homeMessages.en, s)])).toEqual([
      ['Mathematics', '11:00 AM-12:00 PM'],
      ['Physics', '12:00 PM-1:00 PM'],
      ['Chemistry', '1:30 PM-2:30 PM'],
      ['Biology', '2:30 PM-3:30 PM'],
    ]);
    expect(sessionNote(homeMessages.en)).toBe('45min Teaching + 15min Doubt Session');
  });

  it('follow the language: a 24-hour clock in Spanish, Arabic day halves and digits where the region uses them', async () => {
    const es = await homeMessages.load.es();
    const ar = await homeMessages.load.ar();
    expect(timeOfDay('es', '13:30')).toBe('13:30');
    expect(classTiming('es', es, class11!)).toBe('6:00 - 8:00');
    expect(monthlyFee('es', es, class12!)).toMatch(/^18\.000\s(INR|₹)\/mes$/);
    expect(sessionNote(es)).toBe('45 minutos de clase + 15 minutos para resolver dudas');
    expect(timeOfDay('ar', '13:30')).toMatch(/م$/);
    expect(timeOfDay('ar-EG', '06:00')).toBe('٦:٠٠ ص');
    expect(monthlyFee('ar', ar, class11!)).toMatch(/₹ شهريًا$/);
    expect(sessionNote(ar)).toMatch(/دقيقة تدريس \+ .* دقيقة لحل الاستفسارات$/);
  });

  it("schedule the catalogue's subjects that have a class today, earliest first, by their name in the language", async () => {
    expect(todaysSchedule(['History', 'Biology', 'Astronomy', 'Mathematics']).map((s) => [s.subject, s.from])).toEqual([
      ['Mathematics', '11:00'],
      ['Biology', '14:30'],
    ]);
    expect(todaysSchedule(['Physics']).map((s) => s.subject)).toEqual(['Physics']);
    expect(todaysSchedule([])).toEqual([]);
    const es = await homeMessages.load.es();
    expect([subjectName(es, 'Computer Science'), subjectName(es, 'Astronomy'), subjectName(homeMessages.en, 'toString')]).toEqual(
      ['Informática', 'Astronomy', 'toString'],
    );
  });
});
