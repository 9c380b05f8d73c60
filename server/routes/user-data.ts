/**
 * What the device and the user hand over, and account deletion: contactsList, appList, deviceInfo,
 * registryTokenInfo, dataList, destroy.
 */
import type { EmptyBody } from '../../types/api/envelope'
import { API } from '../../types/api/paths'
import type {
  AppListPayload,
  ContactsListPayload,
  DestroyAccountPayload,
  DeviceInfoPayload,
  RegistryTokenInfoPayload,
  SavedCountBody,
  UserDataCategory,
  UserDataListBody,
} from '../../types/api/user'
import { conflict } from '../errors'
import { openOrdersOf } from '../domain/loans/eligibility'
import { forgetUserSessions, revokeAllSessions } from '../domain/sessions'
import { TEXT } from '../texts'
import { emptyPayload, integer, list, object, optional, text, type Validator } from '../validation'
import type { RouteModule } from './index'

const contactsSchema: Validator<ContactsListPayload> = object({
  contacts: list(
    '通訊錄',
    (index) =>
      object({
        name: text(`第 ${index + 1} 筆通訊錄姓名`, { max: 100, allowEmpty: true }),
        mobile: text(`第 ${index + 1} 筆通訊錄電話`, { max: 40 }),
      }),
    { max: 2000 },
  ),
})

const appsSchema: Validator<AppListPayload> = object({
  apps: list(
    '應用程式清單',
    (index) =>
      object({
        appName: text(`第 ${index + 1} 筆應用程式名稱`, { max: 100, allowEmpty: true }),
        packageName: text(`第 ${index + 1} 筆應用程式套件名稱`, { max: 200 }),
      }),
    { max: 1000 },
  ),
})

const deviceSchema: Validator<DeviceInfoPayload> = object({
  platform: text('平台', { max: 20 }),
  deviceId: text('裝置識別碼', { max: 64 }),
  model: optional(text('裝置型號', { max: 100, allowEmpty: true })),
  osVersion: optional(text('系統版本', { max: 50, allowEmpty: true })),
  screenWidth: optional(integer('螢幕寬度', { min: 0, max: 20_000 })),
  screenHeight: optional(integer('螢幕高度', { min: 0, max: 20_000 })),
  language: optional(text('語言', { max: 20, allowEmpty: true })),
  userAgent: optional(text('瀏覽器資訊', { max: 500, allowEmpty: true })),
})

const pushTokenSchema: Validator<RegistryTokenInfoPayload> = object({
  pushToken: text('推播識別碼', { max: 500 }),
  platform: text('平台', { max: 20 }),
})

const destroySchema: Validator<DestroyAccountPayload> = object({
  reason: optional(text('註銷原因', { max: 200, allowEmpty: true, multiline: true })),
})

const DATA_LABELS: Record<UserDataCategory, string> = {
  profile: '個人資料',
  emergencyContacts: '緊急聯絡人',
  idCard: '身分證資料',
  bankCards: '銀行帳戶',
  face: '人臉識別紀錄',
  phoneContacts: '通訊錄',
  installedApps: '應用程式清單',
  devices: '裝置資訊',
  uploads: '上傳的圖片',
  questions: '意見回饋',
  riskEvents: '操作紀錄',
}

// Each category: how to count its rows and find the last change. Tables without a timestamp report null.
const DATA_QUERIES: Record<UserDataCategory, string> = {
  profile: 'select count(*)::int as n, max(updated_at) as at from user_profiles where user_id = $1',
  emergencyContacts: 'select count(*)::int as n, null::timestamptz as at from emergency_contacts where user_id = $1',
  idCard: 'select count(*)::int as n, max(confirmed_at) as at from id_cards where user_id = $1 and id_no is not null',
  bankCards: 'select count(*)::int as n, max(created_at) as at from bank_cards where user_id = $1',
  face: 'select count(*)::int as n, max(created_at) as at from face_attempts where user_id = $1',
  phoneContacts: 'select count(*)::int as n, null::timestamptz as at from phone_contacts where user_id = $1',
  installedApps: 'select count(*)::int as n, null::timestamptz as at from installed_apps where user_id = $1',
  devices: 'select count(*)::int as n, max(updated_at) as at from devices where user_id = $1',
  uploads: 'select count(*)::int as n, max(created_at) as at from uploads where user_id = $1',
  questions: 'select count(*)::int as n, max(created_at) as at from questions where user_id = $1',
  riskEvents: 'select count(*)::int as n, max(created_at) as at from risk_events where user_id = $1',
}

export const registerUserDataRoutes: RouteModule = (router, ctx) => {
  router.route(API.contactsList, {
    payload: contactsSchema,
    handler: async ({ payload, session }): Promise<SavedCountBody> => {
      await ctx.db.transaction(async (tx) => {
        await tx.query('delete from phone_contacts where user_id = $1', [session.userId])
        if (payload.contacts.length > 0) {
          await tx.query(
            `insert into phone_contacts (user_id, name, mobile)
             select $1, c.name, c.mobile from jsonb_to_recordset($2::jsonb) as c(name text, mobile text)`,
            [session.userId, JSON.stringify(payload.contacts)],
          )
        }
      })
      return { saved: payload.contacts.length }
    },
  })

  router.route(API.appList, {
    payload: appsSchema,
    handler: async ({ payload, session }): Promise<SavedCountBody> => {
      await ctx.db.transaction(async (tx) => {
        await tx.query('delete from installed_apps where user_id = $1', [session.userId])
        if (payload.apps.length > 0) {
          await tx.query(
            `insert into installed_apps (user_id, app_name, package_name)
             select $1, a."appName", a."packageName" from jsonb_to_recordset($2::jsonb) as a("appName" text, "packageName" text)`,
            [session.userId, JSON.stringify(payload.apps)],
          )
        }
      })
      return { saved: payload.apps.length }
    },
  })

  router.route(API.deviceInfo, {
    payload: deviceSchema,
    handler: async ({ payload, session }): Promise<EmptyBody> => {
      const { deviceId, platform, ...info } = payload
      await ctx.db.query(
        `insert into devices (user_id, device_id, platform, info, updated_at) values ($1, $2, $3, $4::jsonb, $5)
         on conflict (user_id, device_id) do update set platform = excluded.platform, info = excluded.info,
           updated_at = excluded.updated_at`,
        [session.userId, deviceId, platform, JSON.stringify(info), ctx.clock.now().toISOString()],
      )
      return null
    },
  })

  router.route(API.registryTokenInfo, {
    payload: pushTokenSchema,
    handler: async ({ payload, session, meta }): Promise<EmptyBody> => {
      // The push token belongs to the device the request came from; without a device ID use the uuId header.
      const deviceId = meta.uuId || session.uuId
      await ctx.db.query(
        `insert into devices (user_id, device_id, platform, push_token, updated_at) values ($1, $2, $3, $4, $5)
         on conflict (user_id, device_id) do update set push_token = excluded.push_token, updated_at = excluded.updated_at`,
        [session.userId, deviceId, payload.platform, payload.pushToken, ctx.clock.now().toISOString()],
      )
      return null
    },
  })

  router.route(API.userDataList, {
    payload: emptyPayload,
    handler: async ({ session }): Promise<UserDataListBody> => {
      const categories = Object.keys(DATA_QUERIES) as UserDataCategory[]
      const result: UserDataListBody = []
      for (const category of categories) {
        const rows = await ctx.db.query<{ n: number; at: Date | null }>(DATA_QUERIES[category], [session.userId])
        result.push({
          category,
          label: DATA_LABELS[category],
          count: rows[0].n,
          updatedAt: rows[0].at ? new Date(rows[0].at).toISOString() : null,
        })
      }
      return result
    },
  })

  router.route(API.destroyAccount, {
    payload: destroySchema,
    handler: async ({ session }): Promise<EmptyBody> => {
      const userId = session.userId
      const removedUploads = await ctx.db.transaction(async (tx) => {
        if ((await openOrdersOf(tx, userId)).length > 0) throw conflict(TEXT.account.openLoans)
        await revokeAllSessions(ctx, tx, userId)
        for (const table of [
          'user_profiles',
          'emergency_contacts',
          'id_cards',
          'face_checks',
          'face_attempts',
          'phone_contacts',
          'installed_apps',
          'devices',
          'questions',
          'pop_confirmations',
          'activity_awards',
        ]) {
          await tx.query(`delete from ${table} where user_id = $1`, [userId])
        }
        // Cards may be named by past loan orders (which keep their own masked copy), so they are emptied
        // rather than deleted: the account number is replaced and the unique (bank, account) pair freed.
        await tx.query(
          `update bank_cards set account_no = 'deleted-' || id::text, holder_name = '', branch_code = '',
                  passbook_upload_key = null, is_default = false
            where user_id = $1`,
          [userId],
        )
        await tx.query('update risk_events set user_id = null where user_id = $1', [userId])
        // Uploads still referenced elsewhere (a signed contract's signature) are kept; the rest go.
        const keys = await tx.query<{ key: string }>(
          `delete from uploads u where u.user_id = $1
             and not exists (select 1 from loan_orders o where o.signature_upload_key = u.key)
           returning u.key`,
          [userId],
        )
        await tx.query(`update users set mobile = null, password_hash = null, destroyed_at = $2 where id = $1`, [
          userId,
          ctx.clock.now().toISOString(),
        ])
        return keys.map((row) => row.key)
      })
      forgetUserSessions(ctx, userId)
      await ctx.uploads.removeFiles(removedUploads)
      ctx.log.info({ userId }, 'account destroyed')
      return null
    },
  })
}
