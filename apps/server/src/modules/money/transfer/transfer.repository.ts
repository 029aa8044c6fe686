import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** How far below `ancestorId` the member is (1: direct downline), or null when not below it. */
export async function findDepthBelow(db: Db, ancestorId: string, memberId: string): Promise<number | null> {
  const result = await sql<{ depth: number }>`
    with recursive up(id, upline_id, depth) as (
      select id, upline_id, 0 from member where id = ${memberId}
      union all
      select m.id, m.upline_id, up.depth + 1 from member m join up on m.id = up.upline_id
      where up.depth < 64
    )
    select depth from up where id = ${ancestorId} and depth > 0 limit 1`.execute(db);
  return result.rows[0]?.depth ?? null;
}

export interface DownlineRow {
  username: string;
  nickname: string | null;
  type: number;
  level: number;
}

/** Every member below `ancestorId`, nearest first, optionally filtered by part of the username. */
export async function findDownlines(
  db: Db,
  ancestorId: string,
  options: { keyword?: string | undefined; limit: number; offset: number },
): Promise<{ rows: DownlineRow[]; total: number }> {
  const keyword = options.keyword ? `%${options.keyword.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
  const result = await sql<DownlineRow & { total: string }>`
    with recursive down(id, level) as (
      select id, 1 from member where upline_id = ${ancestorId}
      union all
      select m.id, down.level + 1 from member m join down on m.upline_id = down.id where down.level < 64
    )
    select m.username, m.nickname, m.type, down.level, count(*) over () as total
    from down join member m on m.id = down.id
    where m.status = 'active' and (${keyword}::text is null or lower(m.username) like ${keyword})
    order by down.level, lower(m.username)
    limit ${options.limit} offset ${options.offset}`.execute(db);
  return {
    rows: result.rows.map(({ total: _total, ...row }) => row),
    total: Number(result.rows[0]?.total ?? 0),
  };
}
