/** Indexes that answer the student directory and the attendance day for one student, class or day, in order. */
export const SCALE_STUDENT_MIGRATIONS: readonly string[] = [
  // A student's marks in a date range are read from the index alone (the term's attendance %
  // per student of a page); a day's marks of every class are found by the date.
  `
  CREATE INDEX attendance_student_date_idx ON attendance (student_id, date) INCLUDE (status);
  CREATE INDEX attendance_date_idx ON attendance (date);
  CREATE INDEX students_name_idx ON students (name, student_id);
  `,
];
