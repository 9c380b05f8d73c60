/** Users: created on the first OTP login; looked up by the normalised mobile. */
import { randomUUID } from 'node:crypto'
import type { ServerContext } from '../context'
import type { Queryable } from '../db/index'

export interface UserRow {
  userId: string
  uuId: string
  mobile: string
  passwordHash: string | null
  createdAt: Date
}

type Raw = { user_id: string; uu_id: string; mobile: string; password_hash: string | null; created_at: Date }

const toUser = (row: Raw): UserRow => ({
  userId: row.user_id,
  uuId: row.uu_id,
  mobile: row.mobile,
  passwordHash: row.password_hash,
  createdAt: new Date(row.created_at),
})

const COLUMNS = 'id::text as user_id, uu_id::text as uu_id, mobile, password_hash, created_at'

export async function findUserByMobile(db: Queryable, mobile: string): Promise<UserRow | null> {
  const rows = await db.query<Raw>(`select ${COLUMNS} from users where mobile = $1`, [mobile])
  return rows[0] ? toUser(rows[0]) : null
}

export async function findUserById(db: Queryable, userId: string): Promise<UserRow | null> {
  const rows = await db.query<Raw>(`select ${COLUMNS} from users where id = $1 and mobile is not null`, [userId])
  return rows[0] ? toUser(rows[0]) : null
}

export async function findOrCreateUser(ctx: ServerContext, tx: Queryable, mobile: string): Promise<UserRow> {
  await tx.query(`insert into users (uu_id, mobile, created_at) values ($1, $2, $3) on conflict (mobile) do nothing`, [
    randomUUID(),
    mobile,
    ctx.clock.now().toISOString(),
  ])
  const user = await findUserByMobile(tx, mobile)
  if (!user) throw new Error('user vanished right after insert')
  return user
}
