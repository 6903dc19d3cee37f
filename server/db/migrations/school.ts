/** Teachers, students, materials, attendance, accounts and stored files, in order. */
export const SCHOOL_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE teachers (
    id text PRIMARY KEY,
    name text NOT NULL
  );
  CREATE TABLE students (
    student_id text PRIMARY KEY,
    roll_no integer NOT NULL,
    name text NOT NULL,
    class text NOT NULL,
    grade text NOT NULL,
    email text NOT NULL DEFAULT '',
    phone text NOT NULL DEFAULT '',
    address text NOT NULL DEFAULT '',
    parent_name text NOT NULL DEFAULT '',
    parent_phone text NOT NULL DEFAULT '',
    parent_email text NOT NULL DEFAULT '',
    emergency_contact text NOT NULL DEFAULT '',
    date_of_birth date,
    enrollment_date date
  );
  CREATE INDEX students_class_idx ON students (class);
  CREATE TABLE attendance (
    student_id text NOT NULL REFERENCES students (student_id) ON DELETE CASCADE,
    date date NOT NULL,
    class text NOT NULL,
    status text NOT NULL CHECK (status IN ('present', 'absent', 'late')),
    teacher_id text NOT NULL,
    saved_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (student_id, date)
  );
  CREATE INDEX attendance_class_date_idx ON attendance (class, date);
  CREATE TABLE materials (
    id serial PRIMARY KEY,
    file_id text NOT NULL UNIQUE,
    teacher_id text NOT NULL,
    category text NOT NULL,
    course text NOT NULL,
    title text NOT NULL,
    mime text NOT NULL,
    size integer NOT NULL CHECK (size > 0),
    uploaded_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (category, course, title)
  );
  CREATE INDEX materials_teacher_idx ON materials (teacher_id, uploaded_at DESC);
  CREATE INDEX materials_uploaded_idx ON materials (uploaded_at DESC);
  CREATE TABLE tests (
    id serial PRIMARY KEY,
    title text NOT NULL,
    course text NOT NULL,
    question_count integer NOT NULL,
    total_points integer NOT NULL,
    status text NOT NULL CHECK (status IN ('draft', 'scheduled', 'active', 'completed')),
    created_date date NOT NULL DEFAULT CURRENT_DATE,
    scheduled_date text NOT NULL DEFAULT '',
    assigned_to jsonb NOT NULL DEFAULT '[]',
    submissions integer NOT NULL DEFAULT 0,
    average_score real NOT NULL DEFAULT 0,
    time_limit integer NOT NULL DEFAULT 60,
    max_attempts integer NOT NULL DEFAULT 1,
    passing_score real NOT NULL DEFAULT 70,
    question_list jsonb NOT NULL DEFAULT '[]'
  );
  CREATE TABLE activity (
    id serial PRIMARY KEY,
    teacher_id text,
    type text NOT NULL,
    message text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX activity_created_idx ON activity (created_at DESC);
  CREATE TABLE meta (
    key text PRIMARY KEY,
    value text NOT NULL
  );
  `,
  // Accounts and sessions. Emails are stored lower-cased; a teacher account is approved when
  // it has a teacher_id; account_students links a Student account to its record (one) and a
  // Parent account to its children. Sessions keep only a hash of the cookie's token.
  `
  CREATE TABLE accounts (
    id serial PRIMARY KEY,
    email text NOT NULL UNIQUE,
    name text NOT NULL,
    role text NOT NULL CHECK (role IN ('student', 'teacher', 'parent')),
    password_hash text NOT NULL,
    teacher_id text UNIQUE REFERENCES teachers (id),
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE account_students (
    account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    student_id text NOT NULL REFERENCES students (student_id) ON DELETE CASCADE,
    PRIMARY KEY (account_id, student_id)
  );
  CREATE INDEX account_students_student_idx ON account_students (student_id);
  CREATE TABLE sessions (
    token_hash text PRIMARY KEY,
    account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    persistent boolean NOT NULL,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX sessions_account_idx ON sessions (account_id);
  CREATE TABLE sign_in_failures (
    key text NOT NULL,
    at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX sign_in_failures_key_idx ON sign_in_failures (key, at);
  `,
  // Every number the contract accepts is storable: real could not hold 1e-50 (underflow).
  `
  ALTER TABLE tests ALTER COLUMN passing_score TYPE double precision;
  ALTER TABLE tests ALTER COLUMN average_score TYPE double precision;
  `,
  // A material whose file is missing at start-up is hidden (not deleted) until the file is back.
  `
  ALTER TABLE materials ADD COLUMN file_missing boolean NOT NULL DEFAULT false;
  `,
  // Uploaded files in the database (used with PostgreSQL, so every server instance reads them):
  // fixed-size chunks, so a range read fetches only the chunks it covers.
  `
  CREATE TABLE files (
    file_id text PRIMARY KEY,
    size bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE file_chunks (
    file_id text NOT NULL REFERENCES files (file_id) ON DELETE CASCADE,
    seq integer NOT NULL,
    data bytea NOT NULL,
    PRIMARY KEY (file_id, seq)
  );
  `,
  // A version per class and day of attendance: a save based on an older version is refused.
  `
  CREATE TABLE attendance_versions (
    class text NOT NULL,
    date date NOT NULL,
    version integer NOT NULL,
    teacher_id text NOT NULL,
    saved_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (class, date)
  );
  `,
];
