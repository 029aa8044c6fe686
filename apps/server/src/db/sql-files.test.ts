import { describe, expect, it } from 'vitest';
import { readSqlFiles, splitStatements } from './sql-files.js';

describe('splitStatements', () => {
  it('splits at top-level semicolons only', () => {
    const text = `-- a comment; not a statement
drop function if exists f(int);
/* block; comment */
create function f(x int) returns text language plpgsql as $$
begin
  return 'a;b' || $q$;$q$; -- inside the body
end $$;
select ';' as "semi;colon";
`;
    expect(splitStatements(text)).toEqual([
      '-- a comment; not a statement\ndrop function if exists f(int)',
      "/* block; comment */\ncreate function f(x int) returns text language plpgsql as $$\nbegin\n  return 'a;b' || $q$;$q$; -- inside the body\nend $$",
      `select ';' as "semi;colon"`,
    ]);
  });

  it('reads every file of db/sql, one function each named as the file', () => {
    const files = readSqlFiles();
    expect(files.map((file) => file.name)).toContain('deposit_settle');
    for (const file of files) {
      const created = [...file.text.matchAll(/create (?:or replace )?function (\w+)\(/g)].map((m) => m[1]);
      expect(created, file.name).toEqual([file.name]);
    }
  });
});
