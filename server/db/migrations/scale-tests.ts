/** Figures kept up to date on write and indexes for the tests, the dashboard and the learners' lists, in order. */
export const SCALE_TEST_MIGRATIONS: readonly string[] = [
  // A test's submissions (learners with a submitted or graded attempt) and average score (over
  // graded attempts, one decimal) are stored on the test and recomputed from its attempts by the
  // statement that changes an attempt's status or percentage (submit, grade, regrade, delete),
  // in the same transaction: a list of tests reads them without touching attempts. The test's row
  // is locked before its attempts are counted, so two submissions at once both count. Emptying
  // the attempts (TRUNCATE) sets every test's figures to 0.
  `
  ALTER TABLE tests
    ADD COLUMN submissions integer NOT NULL DEFAULT 0,
    ADD COLUMN average_score double precision NOT NULL DEFAULT 0;
  CREATE INDEX attempts_test_figures_idx ON attempts (test_id, status, student_id) INCLUDE (percentage);
  CREATE FUNCTION tests_refresh_figures(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM 1 FROM tests WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
    UPDATE tests t SET (submissions, average_score) = (
      SELECT count(DISTINCT a.student_id) FILTER (WHERE a.status <> 'in-progress')::int,
             COALESCE(round(avg(a.percentage) FILTER (WHERE a.status = 'graded')::numeric, 1)::float8, 0)
      FROM attempts a WHERE a.test_id = t.id)
    WHERE t.id = ANY (ids);
  END $$;
  CREATE FUNCTION attempts_inserted_figures() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM tests_refresh_figures(ARRAY(SELECT DISTINCT test_id FROM new_rows WHERE status <> 'in-progress'));
    RETURN NULL;
  END $$;
  CREATE FUNCTION attempts_updated_figures() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM tests_refresh_figures(ARRAY(
      SELECT unnest(ARRAY[o.test_id, n.test_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status IS DISTINCT FROM o.status OR n.percentage IS DISTINCT FROM o.percentage
         OR n.test_id <> o.test_id OR n.student_id <> o.student_id));
    RETURN NULL;
  END $$;
  CREATE FUNCTION attempts_deleted_figures() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM tests_refresh_figures(ARRAY(SELECT DISTINCT test_id FROM old_rows WHERE status <> 'in-progress'));
    RETURN NULL;
  END $$;
  CREATE TRIGGER attempts_inserted_figures AFTER INSERT ON attempts
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attempts_inserted_figures();
  CREATE TRIGGER attempts_updated_figures AFTER UPDATE ON attempts
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attempts_updated_figures();
  CREATE TRIGGER attempts_deleted_figures AFTER DELETE ON attempts
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION attempts_deleted_figures();
  CREATE FUNCTION attempts_truncated_figures() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE tests SET submissions = 0, average_score = 0 WHERE submissions <> 0 OR average_score <> 0;
    RETURN NULL;
  END $$;
  CREATE TRIGGER attempts_truncated_figures AFTER TRUNCATE ON attempts FOR EACH STATEMENT EXECUTE FUNCTION attempts_truncated_figures();
  SELECT tests_refresh_figures(ARRAY(SELECT id FROM tests));
  CREATE INDEX tests_assigned_to_idx ON tests USING gin (assigned_to);
  `,
  // Marks per class and day (all of them, and those present or late), kept by the statement that
  // writes attendance, in the same transaction: a term's attendance percent for a teacher's
  // classes adds up a row per class and day instead of reading every mark. Emptying the
  // attendance (TRUNCATE) empties the counts.
  `
  CREATE TABLE attendance_class_days (
    class text NOT NULL,
    date date NOT NULL,
    marks integer NOT NULL CHECK (marks >= 0),
    attended integer NOT NULL CHECK (attended >= 0),
    PRIMARY KEY (class, date)
  );
  INSERT INTO attendance_class_days (class, date, marks, attended)
  SELECT class, date, count(*), count(*) FILTER (WHERE status IN ('present', 'late')) FROM attendance GROUP BY class, date;
  CREATE FUNCTION attendance_class_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      UPDATE attendance_class_days d SET marks = d.marks - o.marks, attended = d.attended - o.attended
      FROM (SELECT class, date, count(*)::int AS marks, count(*) FILTER (WHERE status IN ('present', 'late'))::int AS attended
            FROM old_rows GROUP BY class, date) o
      WHERE d.class = o.class AND d.date = o.date;
      DELETE FROM attendance_class_days d USING (SELECT DISTINCT class, date FROM old_rows) o
      WHERE d.class = o.class AND d.date = o.date AND d.marks = 0;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO attendance_class_days AS d (class, date, marks, attended)
      SELECT class, date, count(*), count(*) FILTER (WHERE status IN ('present', 'late')) FROM new_rows GROUP BY class, date
      ON CONFLICT (class, date) DO UPDATE SET marks = d.marks + EXCLUDED.marks, attended = d.attended + EXCLUDED.attended;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER attendance_class_days_inserted AFTER INSERT ON attendance
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_class_days_apply();
  CREATE TRIGGER attendance_class_days_updated AFTER UPDATE ON attendance
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_class_days_apply();
  CREATE TRIGGER attendance_class_days_deleted AFTER DELETE ON attendance
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_class_days_apply();
  CREATE FUNCTION attendance_class_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM attendance_class_days;
    RETURN NULL;
  END $$;
  CREATE TRIGGER attendance_class_days_truncated AFTER TRUNCATE ON attendance
    FOR EACH STATEMENT EXECUTE FUNCTION attendance_class_days_clear();
  `,
];
