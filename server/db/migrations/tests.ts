/** Attempts at tests, file processing and reading positions, in order. */
export const TEST_MIGRATIONS: readonly string[] = [
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
];
