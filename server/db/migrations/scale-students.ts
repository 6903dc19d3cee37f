/** Indexes that answer the student directory and the attendance day for one student, class or day; then the migrations after them, in order. */
export const SCALE_STUDENT_MIGRATIONS: readonly string[] = [
  // A student's marks in a date range are read from the index alone (the term's attendance %
  // per student of a page); a day's marks of every class are found by the date.
  `
  CREATE INDEX attendance_student_date_idx ON attendance (student_id, date) INCLUDE (status);
  CREATE INDEX attendance_date_idx ON attendance (date);
  CREATE INDEX students_name_idx ON students (name, student_id);
  `,
  // The tests and materials placed in an LMS course by deep linking, each with the instructor
  // who placed it and when it was opened to the course's class (null: not yet). A placement is
  // opened once: a teacher who later takes the class off it is not overruled by the next launch.
  `
  CREATE TABLE lti_placements (
    platform_id integer NOT NULL,
    context_id text NOT NULL,
    test_id integer REFERENCES tests (id) ON DELETE CASCADE,
    material_id integer REFERENCES materials (id) ON DELETE CASCADE,
    placed_by integer REFERENCES accounts (id) ON DELETE SET NULL,
    opened_at timestamptz,
    FOREIGN KEY (platform_id, context_id) REFERENCES lti_contexts (platform_id, context_id) ON DELETE CASCADE,
    CHECK ((test_id IS NULL) <> (material_id IS NULL)),
    UNIQUE (platform_id, context_id, test_id),
    UNIQUE (platform_id, context_id, material_id)
  );
  `,
];
