/** LTI platforms and launches, classes and the catalogue, in order. */
export const LTI_MIGRATIONS: readonly string[] = [
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
  // Sign-in failures count per account-and-address pair and per address: rows of the old
  // per-account count go; each row gets an id (a sign-in in progress removes its own address
  // row when the password was right) and the time index bounds the cleanup of old rows.
  `
  DELETE FROM sign_in_failures WHERE key LIKE 'account:%';
  ALTER TABLE sign_in_failures ADD COLUMN id bigserial PRIMARY KEY;
  CREATE INDEX sign_in_failures_at_idx ON sign_in_failures (at);
  `,
  // A renewed launch token is retired: its id is kept until it would have expired anyway.
  `
  CREATE TABLE renewed_launch_tokens (
    jti text PRIMARY KEY,
    renewed_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  );
  CREATE INDEX renewed_launch_tokens_expires_idx ON renewed_launch_tokens (expires_at);
  `,
  // Origins of an LMS's pages that frame the tool besides its issuer's and authorization URL's.
  `
  ALTER TABLE lti_platforms ADD COLUMN frame_origins jsonb NOT NULL DEFAULT '[]';
  `,
  // 'too-large': reading the file passed the processing limits (an image too large to draw, or
  // more memory than a processing run may take): no preview; the file is listed and served.
  `
  ALTER TABLE materials DROP CONSTRAINT materials_processing_check;
  ALTER TABLE materials ADD CONSTRAINT materials_processing_check CHECK (processing IN ('pending', 'done', 'failed', 'too-large'));
  `,
  // A test belongs to the teacher who created it, and says what learners see of their attempts
  // and when (review_shows once review_when holds). Tests made before owners existed go to the
  // school's first teacher (a single-teacher or seeded school's only one) and get the default
  // review: score and right/wrong right away, the correct answers once no attempt is left.
  `
  ALTER TABLE tests
    ADD COLUMN teacher_id text REFERENCES teachers (id),
    ADD COLUMN review_shows text NOT NULL DEFAULT 'answers' CHECK (review_shows IN ('score', 'outcomes', 'answers')),
    ADD COLUMN review_when text NOT NULL DEFAULT 'no-attempts-left'
      CHECK (review_when IN ('after-attempt', 'no-attempts-left', 'test-closed'));
  UPDATE tests SET teacher_id = (SELECT id FROM teachers ORDER BY id LIMIT 1);
  CREATE INDEX tests_teacher_idx ON tests (teacher_id, id DESC);
  `,
];
