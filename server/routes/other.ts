/** Other: risk/riskEvent, question/query, question/save, activity/award. */
import type { EmptyBody } from '../../types/api/envelope'
import type {
  ActivityAwardBody,
  ActivityAwardPayload,
  QuestionQueryBody,
  QuestionSaveBody,
  QuestionSavePayload,
  RiskEventPayload,
  UserQuestion,
} from '../../types/api/other'
import { API } from '../../types/api/paths'
import { ACTIVITIES, FAQS } from '../data/site-content'
import { conflict, notFound } from '../errors'
import { uploadUrlFor } from '../http/urls'
import { TEXT } from '../texts'
import { emptyPayload, list, object, optional, text, type Validator } from '../validation'
import { uploadKeyField } from './fields'
import type { RouteModule } from './index'

const riskEventSchema: Validator<RiskEventPayload> = object({
  event: text('事件', { max: 64 }),
  eventContent: text('事件內容', { max: 2000, allowEmpty: true, multiline: true }),
})

const questionSchema: Validator<QuestionSavePayload> = object({
  content: text('問題內容', { min: 5, max: 500, multiline: true }),
  contact: optional(text('聯絡方式', { max: 100, allowEmpty: true })),
  imageKeys: optional(list('圖片', () => uploadKeyField('圖片'), { max: 3 })),
})

const awardSchema: Validator<ActivityAwardPayload> = object({ activityCode: text('活動代碼', { max: 40 }) })

interface QuestionRow {
  id: string
  content: string
  contact: string
  image_keys: string[]
  status: UserQuestion['status']
  reply: string
  created_at: Date
}

const toQuestion = (row: QuestionRow, imageUrl: (key: string) => string): UserQuestion => ({
  id: row.id,
  content: row.content,
  contact: row.contact,
  imageUrls: row.image_keys.map(imageUrl),
  status: row.status,
  reply: row.reply,
  createdAt: new Date(row.created_at).toISOString(),
})

const QUESTION_COLUMNS = 'id::text as id, content, contact, image_keys, status, reply, created_at'

export const registerOtherRoutes: RouteModule = (router, ctx) => {
  router.route(API.riskEvent, {
    payload: riskEventSchema,
    handler: async ({ payload, session, meta }): Promise<EmptyBody> => {
      await ctx.db.query(
        `insert into risk_events (user_id, event, event_content, source_channel, app_version, created_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          session.userId,
          payload.event,
          payload.eventContent,
          meta.sourceChannel,
          meta.version,
          ctx.clock.now().toISOString(),
        ],
      )
      return null
    },
  })

  router.route(API.questionQuery, {
    payload: emptyPayload,
    handler: async ({ session, request }): Promise<QuestionQueryBody> => {
      const rows = await ctx.db.query<QuestionRow>(
        `select ${QUESTION_COLUMNS} from questions where user_id = $1 order by id desc limit 50`,
        [session.userId],
      )
      const imageUrl = uploadUrlFor(ctx, request)
      return { faqs: [...FAQS], mine: rows.map((row) => toQuestion(row, imageUrl)) }
    },
  })

  router.route(API.questionSave, {
    payload: questionSchema,
    handler: async ({ payload, session, request }): Promise<QuestionSaveBody> => {
      const keys = [...new Set(payload.imageKeys ?? [])]
      for (const key of keys) await ctx.uploads.requireOwned(session.userId, key, '圖片')
      const rows = await ctx.db.query<QuestionRow>(
        `insert into questions (user_id, content, contact, image_keys, created_at) values ($1, $2, $3, $4::jsonb, $5)
         returning ${QUESTION_COLUMNS}`,
        [session.userId, payload.content, payload.contact ?? '', JSON.stringify(keys), ctx.clock.now().toISOString()],
      )
      return toQuestion(rows[0], uploadUrlFor(ctx, request))
    },
  })

  router.route(API.activityAward, {
    payload: awardSchema,
    handler: async ({ payload, session }): Promise<ActivityAwardBody> => {
      const activity = ACTIVITIES.find((candidate) => candidate.activityCode === payload.activityCode)
      if (!activity) throw notFound(TEXT.activity.notFound)
      const now = ctx.clock.now().toISOString()
      const rows = await ctx.db.query(
        `insert into activity_awards (user_id, activity_code, awarded_at) values ($1, $2, $3)
         on conflict (user_id, activity_code) do nothing returning activity_code`,
        [session.userId, activity.activityCode, now],
      )
      if (rows.length === 0) throw conflict(TEXT.activity.alreadyAwarded)
      return { activityCode: activity.activityCode, title: activity.title, award: activity.award, awardedAt: now }
    },
  })
}
