/**
 * Contracts: `contract/add` stores the handwritten signature (an image from `upload/image`) and moves the
 * order from `to_sign` to `under_review`; `v5/contract/view` answers the contract as raw `text/html`.
 * The signature is embedded as a data URL so the page is complete wherever the app renders it.
 */
import type { ContractAddBody } from '../../types/api/order'
import { API } from '../../types/api/paths'
import { renderContractHtml } from '../domain/loans/contract'
import { loanRuntime } from '../domain/loans/runtime'
import { requireOwnOrder, signContract } from '../domain/loans/service'
import { object, text } from '../validation'
import type { RouteModule } from './index'

const applyId = text('訂單編號', { max: 32 })

export const registerContractRoutes: RouteModule = (router, ctx, app) => {
  loanRuntime(ctx, app)

  router.route(API.contractAdd, {
    payload: object({ applyId, signatureImageKey: text('簽名圖檔', { max: 64 }) }),
    handler: async ({ payload, session }): Promise<ContractAddBody> => {
      const order = await signContract(ctx, session.userId, payload.applyId, payload.signatureImageKey)
      return {
        applyId: order.applyId,
        applyStatus: order.status,
        signedAt: (order.signedAt ?? ctx.clock.now()).toISOString(),
      }
    },
  })

  router.rawRoute(API.contractView, {
    payload: object({ applyId }),
    handler: async ({ payload, session }) => {
      const order = await requireOwnOrder(ctx.db, session.userId, payload.applyId)
      const people = await ctx.db.query<{ user_name: string | null; id_no_masked: string | null }>(
        'select user_name, id_no_masked from id_cards where user_id = $1',
        [order.userId],
      )
      let signatureDataUrl: string | null = null
      if (order.signatureUploadKey) {
        const upload = await ctx.uploads.find(order.signatureUploadKey)
        if (upload) {
          const bytes = await ctx.uploads.read(upload).catch(() => null)
          if (bytes) signatureDataUrl = `data:${upload.mime};base64,${bytes.toString('base64')}`
          else ctx.log.warn({ applyId: order.applyId }, 'contract view: signature file missing')
        }
      }
      const html = renderContractHtml(
        order,
        {
          borrowerName: people[0]?.user_name ?? null,
          borrowerIdMasked: people[0]?.id_no_masked ?? null,
          signatureDataUrl,
        },
        ctx.clock.now(),
      )
      return { contentType: 'text/html; charset=utf-8', body: html }
    },
  })
}
