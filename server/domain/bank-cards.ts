/** Reading the user's bound accounts as the API shows them (masked). */
import type { BoundCard } from '../../types/api/bank'
import { bankByCode, branchName } from '../data/banks'
import type { Queryable } from '../db/index'
import { forbidden, notFound } from '../errors'
import { TEXT } from '../texts'
import { maskAccount } from './masking'

export const MAX_CARDS_PER_USER = 5

interface CardRow {
  id: string
  user_id: string
  bank_code: string
  branch_code: string
  account_no: string
  holder_name: string
  is_default: boolean
  passbook_upload_key: string | null
  created_at: Date
}

const COLUMNS = `id::text as id, user_id::text as user_id, bank_code, branch_code, account_no, holder_name,
                 is_default, passbook_upload_key, created_at`

export function toBoundCard(row: CardRow, imageUrl: (key: string) => string): BoundCard {
  return {
    cardId: row.id,
    bankCode: row.bank_code,
    bankName: bankByCode(row.bank_code)?.bankName ?? '',
    branchCode: row.branch_code,
    branchName: row.branch_code ? branchName(row.bank_code, row.branch_code) : '',
    accountMasked: maskAccount(row.account_no),
    holderName: row.holder_name,
    isDefault: row.is_default,
    passbookImageUrl: row.passbook_upload_key ? imageUrl(row.passbook_upload_key) : '',
    boundAt: new Date(row.created_at).toISOString(),
  }
}

/** Default card first, then by binding order. */
export async function listCardRows(db: Queryable, userId: string): Promise<CardRow[]> {
  return db.query<CardRow>(`select ${COLUMNS} from bank_cards where user_id = $1 order by is_default desc, id asc`, [
    userId,
  ])
}

/** The card, locked: 404 when unknown, 403 when another user's. */
export async function requireOwnCard(db: Queryable, userId: string, cardId: string): Promise<CardRow> {
  const rows = await db.query<CardRow>(`select ${COLUMNS} from bank_cards where id = $1 for update`, [cardId])
  const row = rows[0]
  if (!row) throw notFound(TEXT.bank.cardNotFound)
  if (row.user_id !== userId) throw forbidden(TEXT.session.forbidden)
  return row
}

export async function cardById(db: Queryable, cardId: string): Promise<CardRow> {
  const rows = await db.query<CardRow>(`select ${COLUMNS} from bank_cards where id = $1`, [cardId])
  return rows[0]
}
