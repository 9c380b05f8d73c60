/**
 * Login and session: sendVerifiyCode, login (code or password), loginOut, queryCashUser, initPassword,
 * editPassword.
 */
import type { SendVerifyCodeBody, SendVerifyCodePayload } from '../../types/api/config'
import type { EmptyBody } from '../../types/api/envelope'
import { API } from '../../types/api/paths'
import type { CashUserBody, EditPasswordPayload, InitPasswordPayload, LoginBody } from '../../types/api/user'
import { badRequest, conflict } from '../errors'
import { firstMissingKycStep } from '../domain/kyc'
import { maskMobile } from '../domain/masking'
import { consumeOtp, OTP_RULES, sendOtp } from '../domain/otp'
import {
  assertPasswordNotLocked,
  clearPasswordFailures,
  hashPassword,
  passwordProblem,
  recordPasswordFailure,
  verifyPassword,
} from '../domain/password'
import { createSession, revokeOtherSessions, revokeSession } from '../domain/sessions'
import { findOrCreateUser, findUserById, findUserByMobile } from '../domain/users'
import { TEXT } from '../texts'
import { emptyPayload, object, oneOf, optional, refine, text, transform, type Validator } from '../validation'
import { mobileField } from './fields'
import type { RouteModule } from './index'

const sendCodeSchema: Validator<SendVerifyCodePayload> = object({
  mobile: mobileField(),
  type: transform(optional(oneOf('驗證方式', ['text', 'voice'] as const)), (value) => value ?? 'text'),
})

const passwordField = (label: string) =>
  refine(text(label, { max: 64 }), (value) => {
    const problem = passwordProblem(value)
    if (problem) throw badRequest(problem)
  })

const loginSchema = refine(
  object({
    mobile: mobileField(),
    code: optional(text('驗證碼', { max: 6, pattern: /^\d{6}$/, patternMessage: TEXT.otp.codeInvalid })),
    // Not checked for strength here: a login only compares.
    password: optional(text('密碼', { max: 64 })),
  }),
  (value) => {
    if (value.code === undefined && value.password === undefined) throw badRequest(TEXT.auth.codeOrPassword)
  },
)

const initPasswordSchema: Validator<InitPasswordPayload> = object({ password: passwordField('密碼') })

const editPasswordSchema: Validator<EditPasswordPayload> = object({
  oldPassword: text('原密碼', { max: 64 }),
  newPassword: passwordField('新密碼'),
})

export const registerAuthRoutes: RouteModule = (router, ctx) => {
  router.publicRoute(API.sendVerifyCode, {
    payload: sendCodeSchema,
    handler: async ({ payload }): Promise<SendVerifyCodeBody> => {
      await sendOtp(ctx, payload.mobile, payload.type)
      return {
        resendAfterSeconds: OTP_RULES.resendIntervalMs / 1000,
        expiresInSeconds: OTP_RULES.validityMs / 1000,
        mobileMasked: maskMobile(payload.mobile),
      }
    },
  })

  router.publicRoute(API.login, {
    payload: loginSchema,
    handler: async ({ payload }): Promise<LoginBody> => {
      const { mobile } = payload
      if (payload.code !== undefined) {
        await consumeOtp(ctx, mobile, payload.code)
        return ctx.db.transaction(async (tx) => {
          const user = await findOrCreateUser(ctx, tx, mobile)
          const token = await createSession(ctx, tx, user.userId)
          return { token, userId: user.userId, uuId: user.uuId, mobile }
        })
      }
      await assertPasswordNotLocked(ctx, ctx.db, mobile)
      const user = await findUserByMobile(ctx.db, mobile)
      // Same answer for an unknown number, a user without a password and a wrong password.
      if (!user || user.passwordHash === null || !(await verifyPassword(payload.password ?? '', user.passwordHash))) {
        await recordPasswordFailure(ctx, ctx.db, mobile)
        throw badRequest(TEXT.auth.wrongPassword)
      }
      await clearPasswordFailures(ctx.db, mobile)
      const token = await ctx.db.transaction((tx) => createSession(ctx, tx, user.userId))
      return { token, userId: user.userId, uuId: user.uuId, mobile }
    },
  })

  router.route(API.logout, {
    payload: emptyPayload,
    handler: async ({ session }): Promise<EmptyBody> => {
      await revokeSession(ctx, session.sessionId)
      return null
    },
  })

  router.route(API.queryCashUser, {
    payload: emptyPayload,
    handler: async ({ session }): Promise<CashUserBody> => {
      const user = await findUserById(ctx.db, session.userId)
      if (!user) throw new Error('session without user')
      const idRows = await ctx.db.query<{ user_name: string | null }>(
        'select user_name from id_cards where user_id = $1 and confirmed_at is not null',
        [session.userId],
      )
      return {
        userId: user.userId,
        uuId: user.uuId,
        mobile: user.mobile,
        mobileMasked: maskMobile(user.mobile),
        realName: idRows[0]?.user_name ?? '',
        hasPassword: user.passwordHash !== null,
        kycCompleted: (await firstMissingKycStep(ctx.db, session.userId)) === null,
        registeredAt: user.createdAt.toISOString(),
      }
    },
  })

  router.route(API.initPassword, {
    payload: initPasswordSchema,
    handler: async ({ payload, session }): Promise<EmptyBody> => {
      const hash = await hashPassword(payload.password)
      const rows = await ctx.db.query(
        'update users set password_hash = $2 where id = $1 and password_hash is null returning id',
        [session.userId, hash],
      )
      if (rows.length === 0) throw conflict(TEXT.auth.passwordExists)
      return null
    },
  })

  router.route(API.editPassword, {
    payload: editPasswordSchema,
    handler: async ({ payload, session }): Promise<EmptyBody> => {
      const user = await findUserById(ctx.db, session.userId)
      if (!user) throw new Error('session without user')
      if (user.passwordHash === null) throw badRequest(TEXT.auth.noPasswordYet)
      await assertPasswordNotLocked(ctx, ctx.db, user.mobile)
      if (!(await verifyPassword(payload.oldPassword, user.passwordHash))) {
        await recordPasswordFailure(ctx, ctx.db, user.mobile)
        throw badRequest(TEXT.auth.oldPasswordWrong)
      }
      if (payload.oldPassword === payload.newPassword) throw badRequest(TEXT.auth.samePassword)
      await ctx.db.query('update users set password_hash = $2 where id = $1', [
        session.userId,
        await hashPassword(payload.newPassword),
      ])
      await clearPasswordFailures(ctx.db, user.mobile)
      // Whoever knew the old password may hold a session: end every other one.
      await revokeOtherSessions(ctx, session.userId, session.sessionId)
      return null
    },
  })
}
