import { describe, expect, it } from 'vitest';
import { splitStatements } from './migrations.ts';

describe('splitStatements', () => {
  it("ends statements at ';' outside dollar-quoted bodies", () => {
    const sql = `CREATE TABLE a (x int);
      CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM 1; RETURN NULL; END $$;
      CREATE FUNCTION g() RETURNS void LANGUAGE plpgsql AS $body$ BEGIN PERFORM 2; END $body$;
      SELECT $1::int;`;
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM 1; RETURN NULL; END $$',
      'CREATE FUNCTION g() RETURNS void LANGUAGE plpgsql AS $body$ BEGIN PERFORM 2; END $body$',
      'SELECT $1::int',
    ]);
  });
});
