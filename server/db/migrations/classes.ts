/** School administrators, classes as entities (teachers, rosters, join codes) and material audiences, in order. */
export const CLASS_MIGRATIONS: readonly string[] = [
  // An administrator approves or declines teacher sign-ups (a declined account keeps the
  // reason, shown to the applicant) and manages classes, teachers, students and parent links.
  // A class has a course of the catalogue, a grade, a term, an owner teacher with co-teachers,
  // a roster and a join code; a student may be in any number of classes, so the roster is its
  // own table (the single class on a student record goes). A material's audience is the classes
  // it is filed for. Classes that existed go to the school's first teacher; materials that
  // existed stay visible to every class, as they were.
  `
  ALTER TABLE accounts DROP CONSTRAINT accounts_role_check;
  ALTER TABLE accounts ADD CONSTRAINT accounts_role_check CHECK (role IN ('student', 'teacher', 'parent', 'admin'));
  ALTER TABLE accounts ADD COLUMN declined_reason text, ADD COLUMN declined_at timestamptz;
  ALTER TABLE classes
    ADD COLUMN id serial UNIQUE,
    ADD COLUMN course_id text REFERENCES courses (id) ON UPDATE CASCADE ON DELETE SET NULL,
    ADD COLUMN grade text NOT NULL DEFAULT '',
    ADD COLUMN term text NOT NULL DEFAULT '',
    ADD COLUMN join_code text UNIQUE;
  UPDATE classes SET join_code = upper(substr(md5(random()::text || name), 1, 8));
  ALTER TABLE classes ALTER COLUMN join_code SET NOT NULL;
  CREATE TABLE class_teachers (
    class text NOT NULL REFERENCES classes (name) ON UPDATE CASCADE ON DELETE CASCADE,
    teacher_id text NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
    owner boolean NOT NULL DEFAULT false,
    added_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (class, teacher_id)
  );
  CREATE UNIQUE INDEX class_teachers_owner_idx ON class_teachers (class) WHERE owner;
  CREATE INDEX class_teachers_teacher_idx ON class_teachers (teacher_id);
  INSERT INTO class_teachers (class, teacher_id, owner)
  SELECT c.name, t.id, true FROM classes c CROSS JOIN (SELECT id FROM teachers ORDER BY id LIMIT 1) t;
  CREATE TABLE class_students (
    class text NOT NULL REFERENCES classes (name) ON UPDATE CASCADE ON DELETE CASCADE,
    student_id text NOT NULL REFERENCES students (student_id) ON DELETE CASCADE,
    added_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (class, student_id)
  );
  CREATE INDEX class_students_student_idx ON class_students (student_id);
  INSERT INTO class_students (class, student_id) SELECT class, student_id FROM students;
  DROP INDEX students_class_idx;
  ALTER TABLE students DROP COLUMN class;
  ALTER TABLE attendance DROP CONSTRAINT attendance_pkey;
  ALTER TABLE attendance ADD PRIMARY KEY (student_id, date, class);
  ALTER TABLE materials ADD COLUMN description text NOT NULL DEFAULT '';
  CREATE TABLE material_classes (
    material_id integer NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
    class text NOT NULL REFERENCES classes (name) ON UPDATE CASCADE ON DELETE CASCADE,
    PRIMARY KEY (material_id, class)
  );
  CREATE INDEX material_classes_class_idx ON material_classes (class);
  INSERT INTO material_classes (material_id, class) SELECT m.id, c.name FROM materials m CROSS JOIN classes c;
  `,
];
