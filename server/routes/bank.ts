/**
 * Banks and bound accounts: bank/list (public), bankBranch/list, bindCard/bind, bindCard/list, bank/update,
 * bankBranch/update, bindCard/img. Account numbers are stored in full (needed to pay out) and only ever
 * answered or logged as `****1234`.
 */
import type {
  BankBranchListBody,
  BankBranchListPayload,
  BankBranchUpdatePayload,
  BankCardUpdateBody,
  BankListBody,
  BankUpdatePayload,
  BindCardBody,
  BindCardImgPayload,
  BindCardListBody,
  BindCardPayload,
} from '../../types/api/bank'
import { API } from '../../types/api/paths'
import { BANK_BRANCHES, BANKS, bankByCode } from '../data/banks'
import { badRequest, conflict, notFound } from '../errors'
import { cardById, listCardRows, MAX_CARDS_PER_USER, requireOwnCard, toBoundCard } from '../domain/bank-cards'
import { requireStepsBefore } from '../domain/kyc'
import { uploadUrlFor } from '../http/urls'
import { TEXT } from '../texts'
import { boolean, emptyPayload, object, optional, refine, text, transform, type Validator } from '../validation'
import { idField, uploadKeyField } from './fields'
import type { RouteModule } from './index'

const bankCodeField = refine(text('銀行代碼', { max: 3, pattern: /^\d{3}$/ }), (value) => {
  if (!bankByCode(value)) throw badRequest(TEXT.bank.unknownBank)
})

// Spaces and dashes as printed on passbooks are accepted and removed.
const accountNoField = transform(text('帳號', { max: 40 }), (value) => {
  const digits = value.replace(/[\s-]/g, '')
  if (!/^\d{10,16}$/.test(digits)) throw badRequest(TEXT.bank.accountFormat)
  return digits
})

const branchCodeField = text('分行代碼', { max: 4, pattern: /^\d{4}$/, allowEmpty: true })

const bindSchema: Validator<BindCardPayload> = object({
  bankCode: bankCodeField,
  branchCode: optional(branchCodeField),
  accountNo: accountNoField,
})

const branchListSchema: Validator<BankBranchListPayload> = object({
  bankCode: text('銀行代碼', { max: 3, pattern: /^\d{3}$/ }),
})

const bankUpdateSchema: Validator<BankUpdatePayload> = refine(
  object({
    cardId: idField('銀行帳戶'),
    bankCode: optional(bankCodeField),
    accountNo: optional(accountNoField),
    makeDefault: optional(boolean('設為預設帳戶')),
  }),
  (value) => {
    if (value.bankCode === undefined && value.accountNo === undefined && value.makeDefault === undefined) {
      throw badRequest(TEXT.bank.nothingToUpdate)
    }
    if (value.bankCode !== undefined && value.accountNo === undefined) {
      throw badRequest(TEXT.bank.bankAndAccountTogether)
    }
  },
)

const branchUpdateSchema: Validator<BankBranchUpdatePayload> = object({
  cardId: idField('銀行帳戶'),
  branchCode: branchCodeField,
})

const cardImgSchema: Validator<BindCardImgPayload> = object({
  cardId: idField('銀行帳戶'),
  imageKey: uploadKeyField('存摺封面照片'),
})

/** PostgreSQL unique violation (the same account bound twice, even by a concurrent request). */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505'

export const registerBankRoutes: RouteModule = (router, ctx) => {
  router.publicRoute(API.bankList, {
    payload: emptyPayload,
    handler: async (): Promise<BankListBody> => [...BANKS],
  })

  router.route(API.bankBranchList, {
    payload: branchListSchema,
    handler: async ({ payload }): Promise<BankBranchListBody> => {
      const branches = BANK_BRANCHES[payload.bankCode]
      if (!branches) throw notFound(TEXT.bank.unknownBank)
      return [...branches]
    },
  })

  router.route(API.bindCard, {
    payload: bindSchema,
    handler: async ({ payload, session, request }): Promise<BindCardBody> => {
      await requireStepsBefore(ctx.db, session.userId, 'bankCard')
      try {
        const cardId = await ctx.db.transaction(async (tx) => {
          const holder = await tx.query<{ user_name: string }>(
            'select user_name from id_cards where user_id = $1 and confirmed_at is not null',
            [session.userId],
          )
          const existing = await tx.query<{ n: number }>(
            'select count(*)::int as n from bank_cards where user_id = $1',
            [session.userId],
          )
          if (existing[0].n >= MAX_CARDS_PER_USER) throw conflict(TEXT.bank.maxCards(MAX_CARDS_PER_USER))
          const rows = await tx.query<{ id: string }>(
            `insert into bank_cards (user_id, bank_code, branch_code, account_no, holder_name, is_default, created_at)
             values ($1, $2, $3, $4, $5, $6, $7) returning id::text as id`,
            [
              session.userId,
              payload.bankCode,
              payload.branchCode ?? '',
              payload.accountNo,
              holder[0].user_name,
              existing[0].n === 0,
              ctx.clock.now().toISOString(),
            ],
          )
          return rows[0].id
        })
        return toBoundCard(await cardById(ctx.db, cardId), uploadUrlFor(ctx, request))
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(TEXT.bank.alreadyBound)
        throw error
      }
    },
  })

  router.route(API.bindCardList, {
    payload: emptyPayload,
    handler: async ({ session, request }): Promise<BindCardListBody> => {
      const imageUrl = uploadUrlFor(ctx, request)
      return (await listCardRows(ctx.db, session.userId)).map((row) => toBoundCard(row, imageUrl))
    },
  })

  router.route(API.bankUpdate, {
    payload: bankUpdateSchema,
    handler: async ({ payload, session, request }): Promise<BankCardUpdateBody> => {
      try {
        await ctx.db.transaction(async (tx) => {
          await requireOwnCard(tx, session.userId, payload.cardId)
          if (payload.accountNo !== undefined) {
            // A new bank means the old branch no longer applies.
            await tx.query(
              `update bank_cards set bank_code = coalesce($2, bank_code), account_no = $3,
                      branch_code = case when $2::text is null or $2::text = bank_code then branch_code else '' end
                where id = $1`,
              [payload.cardId, payload.bankCode ?? null, payload.accountNo],
            )
          }
          if (payload.makeDefault === true) {
            await tx.query('update bank_cards set is_default = (id = $2) where user_id = $1', [
              session.userId,
              payload.cardId,
            ])
          }
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(TEXT.bank.alreadyBound)
        throw error
      }
      return toBoundCard(await cardById(ctx.db, payload.cardId), uploadUrlFor(ctx, request))
    },
  })

  router.route(API.bankBranchUpdate, {
    payload: branchUpdateSchema,
    handler: async ({ payload, session, request }): Promise<BankCardUpdateBody> => {
      await ctx.db.transaction(async (tx) => {
        await requireOwnCard(tx, session.userId, payload.cardId)
        await tx.query('update bank_cards set branch_code = $2 where id = $1', [payload.cardId, payload.branchCode])
      })
      return toBoundCard(await cardById(ctx.db, payload.cardId), uploadUrlFor(ctx, request))
    },
  })

  router.route(API.bindCardImg, {
    payload: cardImgSchema,
    handler: async ({ payload, session, request }): Promise<BankCardUpdateBody> => {
      const image = await ctx.uploads.requireOwned(session.userId, payload.imageKey, '存摺封面照片')
      await ctx.db.transaction(async (tx) => {
        await requireOwnCard(tx, session.userId, payload.cardId)
        await tx.query('update bank_cards set passbook_upload_key = $2 where id = $1', [payload.cardId, image.key])
      })
      return toBoundCard(await cardById(ctx.db, payload.cardId), uploadUrlFor(ctx, request))
    },
  })
}
