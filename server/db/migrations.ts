import type { Database } from './database.ts';

/**
 * Ordered schema migrations; applied once each, on start. Append only: never edit a
 * migration that has shipped, add the next one.
 */
export const MIGRATIONS: readonly string[] = [
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
  // Learners' attempts at tests: answers as they are saved, a teacher's grades of short answers
  // and essays, and the result once submitted. At most one attempt of a test runs per learner.
  `
  CREATE TABLE attempts (
    id serial PRIMARY KEY,
    test_id integer NOT NULL REFERENCES tests (id) ON DELETE CASCADE,
    student_id text NOT NULL REFERENCES students (student_id) ON DELETE CASCADE,
    attempt_no integer NOT NULL CHECK (attempt_no >= 1),
    status text NOT NULL CHECK (status IN ('in-progress', 'submitted', 'graded')),
    started_at timestamptz NOT NULL DEFAULT now(),
    deadline_at timestamptz NOT NULL,
    submitted_at timestamptz,
    auto_submitted boolean NOT NULL DEFAULT false,
    answers jsonb NOT NULL DEFAULT '{}',
    grades jsonb NOT NULL DEFAULT '{}',
    score double precision,
    percentage double precision,
    UNIQUE (test_id, student_id, attempt_no)
  );
  CREATE UNIQUE INDEX attempts_one_running_idx ON attempts (test_id, student_id) WHERE status = 'in-progress';
  CREATE INDEX attempts_student_idx ON attempts (student_id, test_id);
  CREATE INDEX attempts_deadline_idx ON attempts (deadline_at) WHERE status = 'in-progress';
  `,
  // A test's submissions and average score are computed from its attempts, never stored.
  `
  ALTER TABLE tests DROP COLUMN submissions, DROP COLUMN average_score;
  `,
  // What the server learns from a file after its upload: a PDF's page count, outline, page
  // labels, text and preview images; an image's size and orientation (EXIF, 1-8). Materials
  // stored before this are read by jobs too. `processing` is
  // 'pending' until a job has read the file ('done') or given up on it ('failed'). Jobs sit in
  // a table so any server instance may run them: one claims a job by locking it until
  // `locked_until`, and a job whose instance died is claimed again after that. A page's text
  // keeps its lexemes (`terms`, computed by the database): ranking a search reads them instead
  // of parsing every matching page again.
  `
  ALTER TABLE materials
    ADD COLUMN processing text NOT NULL DEFAULT 'done' CHECK (processing IN ('pending', 'done', 'failed')),
    ADD COLUMN pages integer CHECK (pages > 0),
    ADD COLUMN has_outline boolean NOT NULL DEFAULT false,
    ADD COLUMN page_labels jsonb,
    ADD COLUMN width double precision,
    ADD COLUMN height double precision,
    ADD COLUMN preview_file_id text,
    ADD COLUMN thumbnail_file_id text,
    ADD COLUMN orientation smallint CHECK (orientation BETWEEN 1 AND 8);
  CREATE TABLE material_pages (
    material_id integer NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
    page integer NOT NULL CHECK (page > 0),
    body text NOT NULL,
    terms tsvector GENERATED ALWAYS AS (to_tsvector('english', body)) STORED,
    PRIMARY KEY (material_id, page)
  );
  CREATE INDEX material_pages_terms_idx ON material_pages USING gin (terms);
  CREATE TABLE material_jobs (
    material_id integer PRIMARY KEY REFERENCES materials (id) ON DELETE CASCADE,
    attempts integer NOT NULL DEFAULT 0,
    run_after timestamptz NOT NULL DEFAULT now(),
    locked_until timestamptz,
    last_error text
  );
  CREATE INDEX material_jobs_due_idx ON material_jobs (run_after);
  UPDATE materials SET processing = 'pending' WHERE mime = 'application/pdf' OR mime LIKE 'image/%';
  INSERT INTO material_jobs (material_id) SELECT id FROM materials WHERE processing = 'pending';
  CREATE TABLE reading_positions (
    account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    material_id integer NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
    page integer NOT NULL CHECK (page > 0),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (account_id, material_id)
  );
  `,
  // Page 1's text layout (JSON), made with its preview; PDFs read before have none and show
  // their preview without text until pdf.js draws the page.
  `ALTER TABLE materials ADD COLUMN preview_text text`,
  // LTI 1.3: the platforms (LMSs) registered with this tool, their deployments, and the tool's
  // own signing keys (the newest is current; a retired one stays published for a day).
  `
  CREATE TABLE lti_platforms (
    id serial PRIMARY KEY,
    issuer text NOT NULL,
    client_id text NOT NULL,
    auth_url text NOT NULL,
    token_url text NOT NULL,
    jwks_url text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (issuer, client_id)
  );
  CREATE TABLE lti_deployments (
    platform_id integer NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
    deployment_id text NOT NULL,
    PRIMARY KEY (platform_id, deployment_id)
  );
  CREATE TABLE lti_tool_keys (
    kid text PRIMARY KEY,
    public_jwk jsonb NOT NULL,
    private_jwk jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    retired_at timestamptz
  );
  CREATE TABLE lti_login_states (
    state text PRIMARY KEY,
    nonce text NOT NULL,
    platform_id integer NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
    target_link_uri text NOT NULL,
    expires_at timestamptz NOT NULL
  );
  `,
  // LTI 1.3 launches: the platform's users linked to the accounts made for them on first launch,
  // its courses (contexts) and the class each became with its service URLs, the tests placed in
  // a course with their gradebook column (line item; null until the tool learns its URL), and
  // the scores still to be posted (an outbox: a score waits there until the platform took it,
  // however long it is down). A login names the platform's storage frame when the platform has
  // one: browsers that refuse the state cookie in the LMS's frame prove the state through it.
  `
  CREATE TABLE lti_users (
    platform_id integer NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
    sub text NOT NULL,
    account_id integer NOT NULL UNIQUE REFERENCES accounts (id) ON DELETE CASCADE,
    PRIMARY KEY (platform_id, sub)
  );
  CREATE TABLE lti_contexts (
    platform_id integer NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
    context_id text NOT NULL,
    deployment_id text NOT NULL,
    class text NOT NULL,
    title text NOT NULL,
    memberships_url text,
    lineitems_url text,
    ags_scopes jsonb NOT NULL DEFAULT '[]',
    PRIMARY KEY (platform_id, context_id)
  );
  CREATE UNIQUE INDEX lti_contexts_class_idx ON lti_contexts (class);
  CREATE TABLE lti_line_items (
    platform_id integer NOT NULL,
    context_id text NOT NULL,
    test_id integer NOT NULL REFERENCES tests (id) ON DELETE CASCADE,
    lineitem_url text,
    PRIMARY KEY (platform_id, context_id, test_id),
    FOREIGN KEY (platform_id, context_id) REFERENCES lti_contexts (platform_id, context_id) ON DELETE CASCADE
  );
  CREATE TABLE lti_score_outbox (
    id serial PRIMARY KEY,
    platform_id integer NOT NULL,
    context_id text NOT NULL,
    test_id integer NOT NULL REFERENCES tests (id) ON DELETE CASCADE,
    score jsonb NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    run_after timestamptz NOT NULL DEFAULT now(),
    locked_until timestamptz,
    last_error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (platform_id, context_id) REFERENCES lti_contexts (platform_id, context_id) ON DELETE CASCADE
  );
  CREATE INDEX lti_score_outbox_due_idx ON lti_score_outbox (run_after);
  ALTER TABLE lti_login_states ADD COLUMN storage_target text;
  `,
  // The classes that exist, by name: a write naming a class (attendance, a test's assignment)
  // must name one of them. The school starts with Class A-D and every class a student is in.
  `
  CREATE TABLE classes (
    name text PRIMARY KEY,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  INSERT INTO classes (name)
  SELECT DISTINCT class FROM students
  UNION SELECT unnest(ARRAY['Class A', 'Class B', 'Class C', 'Class D'])
  ON CONFLICT DO NOTHING;
  `,
  // The catalogue: the school's subjects and its courses, each course in one subject. A material
  // or a test is filed under a subject (its course), which must be one of these. The school
  // starts with the rows below; afterwards the tables are the list in use.
  `
  CREATE TABLE subjects (
    name text PRIMARY KEY,
    position integer NOT NULL UNIQUE
  );
  CREATE TABLE courses (
    id text PRIMARY KEY,
    title text NOT NULL UNIQUE,
    subject text NOT NULL REFERENCES subjects (name) ON UPDATE CASCADE,
    instructor text NOT NULL,
    position integer NOT NULL UNIQUE
  );
  INSERT INTO subjects (name, position) VALUES
    ('Mathematics', 1), ('Physics', 2), ('Chemistry', 3), ('Biology', 4),
    ('English', 5), ('History', 6), ('Computer Science', 7);
  INSERT INTO courses (id, title, subject, instructor, position) VALUES
    ('advanced-mathematics', 'Advanced Mathematics', 'Mathematics', 'Dr. Sarah Wilson', 1),
    ('physics-fundamentals', 'Physics Fundamentals', 'Physics', 'Prof. Michael Chen', 2),
    ('organic-chemistry', 'Organic Chemistry', 'Chemistry', 'Dr. Emily Brown', 3),
    ('cell-biology', 'Cell Biology', 'Biology', 'Dr. Aisha Rahman', 4),
    ('english-literature', 'English Literature', 'English', 'Ms. Laura Bennett', 5),
    ('world-history', 'World History', 'History', 'Mr. David Okafor', 6),
    ('intro-programming', 'Introduction to Programming', 'Computer Science', 'Mr. Rahul Mehta', 7);
  `,
];

/** Applies pending migrations under an advisory lock, so servers starting together agree. */
export async function migrate(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727274)');
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const rows = await tx.query<{ v: number | null }>('SELECT max(version)::int AS v FROM schema_migrations');
    const current = rows[0]?.v ?? 0;
    for (let v = current + 1; v <= MIGRATIONS.length; v++) {
      const sql = MIGRATIONS[v - 1]!;
      for (const stmt of splitStatements(sql)) await tx.query(stmt);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [v]);
    }
    return MIGRATIONS.length - current;
  });
}

/** Extended-protocol queries take one statement each; our migrations contain no ';' in literals. */
function splitStatements(sql: string): string[] {
  return sql.split(';').map((s) => s.trim()).filter(Boolean);
}
