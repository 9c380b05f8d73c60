/**
 * Apply group: loan check, offer (v3.1 init), re-pricing (v3 init), tips, quote (apply), idempotent
 * confirm and adjust. Types: types/api/apply.ts; errors: docs/api.md "Loans: apply".
 */
import {
  LOAN_PURPOSES,
  type ApplyAdjustBody,
  type ApplyCheckBody,
  type ApplyCheckTipsBody,
  type ApplyConfirmBody,
  type ApplyInitBody,
  type ApplyItem,
  type ApplyQuoteBody,
  type ApplyTrialBody,
  type LoanPurpose,
} from '../../types/api/apply'
import { API } from '../../types/api/paths'
import { badRequest } from '../errors'
import { APR_CAP_PERCENT } from '../domain/loans/cost'
import { taipeiDay } from '../domain/loans/dates'
import { checkEligibility } from '../domain/loans/eligibility'
import { defaultOffer, offerProblem, priceOffer } from '../domain/loans/offers'
import { loanRuntime } from '../domain/loans/runtime'
import { adjustOrder, cardsOf, confirmApplication, priceItems, quoteCard } from '../domain/loans/service'
import { LOAN_TEXT } from '../domain/loans/texts'
import { emptyPayload, integer, list, object, oneOf, optional, text, type Validator } from '../validation'
import { bankNameOf } from '../domain/loans/bank-names'
import type { RouteModule } from './index'

const PURPOSE_VALUES = LOAN_PURPOSES.map((purpose) => purpose.value)

const productCode = (label = '借款產品') => text(label, { max: 20, pattern: /^[A-Z0-9_]+$/ })
const loanAmount = integer('借款金額', { min: 1, max: 10_000_000 })
const loanCycle = integer('借款天數', { min: 1, max: 3650 })

const applyItem = (index: number): Validator<ApplyItem> =>
  object(
    { productCode: productCode(`第 ${index + 1} 項借款產品`), loanAmount, loanCycle },
    `第 ${index + 1} 項借款產品`,
  )

const applySchema = {
  items: list('借款產品', applyItem, { min: 1, max: 10 }),
  cardId: text('收款帳戶', { max: 20 }),
  purpose: oneOf<LoanPurpose>('借款用途', PURPOSE_VALUES),
}

const applyPayload = object(applySchema)

const confirmPayload = object({
  ...applySchema,
  requestId: text('申請編號', {
    min: 8,
    max: 64,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternMessage: LOAN_TEXT.requestIdInvalid,
  }),
})

const trialPayload = object({
  productCode: optional(productCode()),
  loanAmount: optional(loanAmount),
  loanCycle: optional(loanCycle),
})

const adjustPayload = object({
  applyId: text('訂單編號', { max: 32 }),
  loanAmount,
  loanCycle,
})

export const registerApplyRoutes: RouteModule = (router, ctx, app) => {
  const runtime = loanRuntime(ctx, app)
  const { catalogue } = runtime
  const today = () => taipeiDay(ctx.clock.now())

  router.route(API.applyCheck, {
    payload: emptyPayload,
    handler: async ({ session }): Promise<ApplyCheckBody> => checkEligibility(ctx.db, session.userId),
  })

  router.route(API.applyInitV31, {
    payload: emptyPayload,
    handler: async ({ session }): Promise<ApplyInitBody> => {
      const cards = await cardsOf(ctx.db, session.userId, bankNameOf)
      return {
        applyInfos: catalogue.products.map((product) => defaultOffer(product, today())),
        card: cards[0] ?? null,
        cards,
        purposes: LOAN_PURPOSES,
        aprCap: APR_CAP_PERCENT,
      }
    },
  })

  router.route(API.applyInit, {
    payload: trialPayload,
    handler: async ({ payload }): Promise<ApplyTrialBody> => {
      const product = payload.productCode ? catalogue.find(payload.productCode) : catalogue.products[0]
      if (!product) throw badRequest(LOAN_TEXT.productUnknown(payload.productCode ?? ''))
      const amount = payload.loanAmount ?? product.maxAmount
      const cycle = payload.loanCycle ?? product.termDays[0]
      const problem = offerProblem(product, amount, cycle)
      if (problem) throw badRequest(problem)
      return priceOffer(product, amount, cycle, today())
    },
  })

  router.route(API.applyCheckTips, {
    payload: emptyPayload,
    handler: async (): Promise<ApplyCheckTipsBody> => ({
      title: LOAN_TEXT.checkTipsTitle,
      tips: [...LOAN_TEXT.checkTips],
    }),
  })

  router.route(API.applyApply, {
    payload: applyPayload,
    handler: async ({ payload, session }): Promise<ApplyQuoteBody> => {
      const items = priceItems(ctx, catalogue, payload.items)
      const card = await quoteCard(ctx, session.userId, payload.cardId, bankNameOf)
      const sum = (pick: (item: (typeof items)[number]) => number) =>
        items.reduce((total, item) => total + pick(item), 0)
      return {
        items,
        card,
        purpose: payload.purpose,
        purposeLabel: LOAN_PURPOSES.find((purpose) => purpose.value === payload.purpose)?.label ?? '',
        totalAmount: sum((item) => item.loanAmount),
        totalInterest: sum((item) => item.interest),
        totalServiceCharge: sum((item) => item.serviceCharge),
        totalRepayAmount: sum((item) => item.repayAmount),
      }
    },
  })

  router.route(API.applyConfirm, {
    payload: confirmPayload,
    handler: async ({ payload, session }): Promise<ApplyConfirmBody> =>
      confirmApplication(ctx, catalogue, bankNameOf, session.userId, payload),
  })

  router.route(API.applyAdjust, {
    payload: adjustPayload,
    handler: async ({ payload, session }): Promise<ApplyAdjustBody> => {
      const { order, offer } = await adjustOrder(ctx, catalogue, session.userId, payload)
      return { applyId: order.applyId, applyStatus: order.status, offer }
    },
  })
}
