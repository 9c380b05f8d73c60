/**
 * Verification (KYC): supplementUserInfo, emergencyContact/add, ocrCheck, ocrConfirm, the face calls
 * (detection, silence, faceCompare, identitycheck, license) and queryUserDetail. Steps go in order
 * (domain/kyc.ts); the rules of each field are in docs/api.md.
 */
import type { EmergencyContact, EmergencyContactAddBody, EmergencyContactAddPayload } from '../../types/api/user'
import { CONTACT_RELATIONS } from '../../types/api/user'
import {
  EDUCATIONS,
  KYC_STEPS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  type FaceCheckStatus,
  type FaceLicenseBody,
  type FacePhotoPayload,
  type IdCardInfo,
  type IdDocumentType,
  type IdentityStatusBody,
  type OcrCheckBody,
  type OcrCheckPayload,
  type OcrConfirmPayload,
  type PersonalInfo,
  type UserDetailBody,
} from '../../types/api/identity'
import { API } from '../../types/api/paths'
import type { ServerContext } from '../context'
import { isKnownDistrict } from '../data/address'
import type { Queryable } from '../db/index'
import { badRequest, conflict } from '../errors'
import { listCardRows, toBoundCard } from '../domain/bank-cards'
import type { FaceCheckKind } from '../domain/face-verifier'
import { firstMissing, kycDone, requireStepsBefore } from '../domain/kyc'
import { maskIdNo } from '../domain/masking'
import { checkBirthday, checkIdNumber } from '../domain/taiwan'
import { uploadUrlFor } from '../http/urls'
import { TEXT } from '../texts'
import { emptyPayload, integer, list, object, oneOf, refine, text, transform, type Validator } from '../validation'
import { mobileField, uploadKeyField } from './fields'
import type { RouteModule } from './index'

// --- schemas ------------------------------------------------------------------------------------------------

const values = <T extends string>(options: readonly { value: T }[]) => options.map((option) => option.value)

// Names: CJK, Latin letters, spaces, the middle dot of transliterated names, apostrophes and hyphens.
const NAME_PATTERN = /^[\p{Script=Han}\p{L}][\p{Script=Han}\p{L} ·．.'-]*$/u

const personalInfoSchema: Validator<PersonalInfo> = refine(
  object({
    name: text('姓名', { min: 2, max: 30, pattern: NAME_PATTERN }),
    education: oneOf('教育程度', values(EDUCATIONS)),
    maritalStatus: oneOf('婚姻狀況', values(MARITAL_STATUSES)),
    occupation: oneOf('職業', values(OCCUPATIONS)),
    monthlyIncome: integer('月收入', { min: 0, max: 10_000_000 }),
    city: text('居住縣市', { max: 10 }),
    district: text('鄉鎮市區', { max: 10 }),
    address: text('詳細地址', { min: 2, max: 100 }),
    email: text('電子郵件', {
      max: 100,
      allowEmpty: true,
      pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      patternMessage: TEXT.kyc.emailInvalid,
    }),
    lineId: text('LINE ID', { max: 20, allowEmpty: true, pattern: /^@?[A-Za-z0-9._-]{1,20}$/ }),
  }),
  (value) => {
    const known = isKnownDistrict(value.city, value.district)
    if (known === 'unknownCity') throw badRequest(TEXT.kyc.cityUnknown)
    if (known === 'unknownDistrict') throw badRequest(TEXT.kyc.districtUnknown)
  },
)

const contactSchema = (index: number): Validator<EmergencyContact> =>
  object({
    name: text(TEXT.kyc.contactName(index + 1), { max: 30 }),
    mobile: mobileField(`第 ${index + 1} 位聯絡人手機號碼`, TEXT.kyc.contactMobile(index + 1)),
    relation: oneOf(TEXT.kyc.contactRelation(index + 1), values(CONTACT_RELATIONS)),
  })

const emergencyContactsSchema: Validator<EmergencyContactAddPayload> = object({
  contacts: list('緊急聯絡人', contactSchema, { min: 2, max: 5 }),
})

const ocrCheckSchema: Validator<OcrCheckPayload> = object({
  frontImageKey: uploadKeyField('身分證正面照片'),
  backImageKey: uploadKeyField('身分證反面照片'),
})

const ocrConfirmSchema: Validator<OcrConfirmPayload> = object({
  idNo: transform(text('身分證字號', { max: 10 }), (value) => value.toUpperCase()),
  userName: text('姓名', { min: 2, max: 30, pattern: NAME_PATTERN }),
  birthday: text('出生日期', { max: 10 }),
})

const facePhotoSchema: Validator<FacePhotoPayload> = object({ imageKey: uploadKeyField('人臉照片') })

// --- reading the saved state --------------------------------------------------------------------------------

interface ProfileRow {
  name: string
  education: PersonalInfo['education']
  marital_status: PersonalInfo['maritalStatus']
  occupation: PersonalInfo['occupation']
  monthly_income: number
  city: string
  district: string
  address: string
  email: string
  line_id: string
}

async function readPersonalInfo(db: Queryable, userId: string): Promise<PersonalInfo | null> {
  const rows = await db.query<ProfileRow>('select * from user_profiles where user_id = $1', [userId])
  const row = rows[0]
  if (!row) return null
  return {
    name: row.name,
    education: row.education,
    maritalStatus: row.marital_status,
    occupation: row.occupation,
    monthlyIncome: row.monthly_income,
    city: row.city,
    district: row.district,
    address: row.address,
    email: row.email,
    lineId: row.line_id,
  }
}

async function readContacts(db: Queryable, userId: string): Promise<EmergencyContact[]> {
  return db.query<EmergencyContact>(
    'select name, mobile, relation from emergency_contacts where user_id = $1 order by position',
    [userId],
  )
}

interface IdCardRow {
  front_upload_key: string | null
  back_upload_key: string | null
  id_no_masked: string | null
  user_name: string | null
  birthday: string | null
  gender: 'male' | 'female' | null
  document_type: IdDocumentType | null
  confirmed_at: Date | null
}

async function readIdCardRow(db: Queryable, userId: string): Promise<IdCardRow | null> {
  const rows = await db.query<IdCardRow>(
    `select front_upload_key, back_upload_key, id_no_masked, user_name, to_char(birthday, 'YYYY/MM/DD') as birthday,
            gender, document_type, confirmed_at
       from id_cards where user_id = $1`,
    [userId],
  )
  return rows[0] ?? null
}

function toIdCardInfo(row: IdCardRow, imageUrl: (key: string) => string): IdCardInfo | null {
  if (row.confirmed_at === null) return null
  return {
    idNoMasked: row.id_no_masked ?? '',
    userName: row.user_name ?? '',
    birthday: row.birthday ?? '',
    gender: row.gender ?? 'male',
    documentType: row.document_type ?? 'nationalId',
    frontImageUrl: row.front_upload_key ? imageUrl(row.front_upload_key) : '',
    backImageUrl: row.back_upload_key ? imageUrl(row.back_upload_key) : '',
  }
}

interface FaceRow {
  liveness_status: FaceCheckStatus
  face_compare_result: FaceCheckStatus
  identity_check_status: FaceCheckStatus
  live_upload_key: string | null
}

async function readFace(db: Queryable, userId: string): Promise<FaceRow> {
  const rows = await db.query<FaceRow>(
    `select liveness_status, face_compare_result, identity_check_status, live_upload_key
       from face_checks where user_id = $1`,
    [userId],
  )
  return (
    rows[0] ?? {
      liveness_status: 'not_started',
      face_compare_result: 'not_started',
      identity_check_status: 'not_started',
      live_upload_key: null,
    }
  )
}

async function identityStatus(
  db: Queryable,
  userId: string,
  imageSize: IdentityStatusBody['imageSize'],
): Promise<IdentityStatusBody> {
  const face = await readFace(db, userId)
  const cards = await db.query<{ n: number }>('select count(*)::int as n from bank_cards where user_id = $1', [userId])
  return {
    livenessStatus: face.liveness_status,
    faceCompareResult: face.face_compare_result,
    identityCheckStatus: face.identity_check_status,
    bindCardStatus: cards[0].n > 0 ? 'bound' : 'unbound',
    imageSize,
  }
}

// --- face ---------------------------------------------------------------------------------------------------

const FACE_COLUMN: Record<FaceCheckKind, 'liveness_status' | 'face_compare_result' | 'identity_check_status'> = {
  detection: 'liveness_status',
  silence: 'liveness_status',
  faceCompare: 'face_compare_result',
  identitycheck: 'identity_check_status',
}

async function runFaceCheck(
  ctx: ServerContext,
  userId: string,
  kind: FaceCheckKind,
  imageKey: string | null,
): Promise<IdentityStatusBody> {
  await requireStepsBefore(ctx.db, userId, 'face')
  const photo = imageKey === null ? null : await ctx.uploads.requireOwned(userId, imageKey, '人臉照片')
  let idPhoto = null
  if (kind === 'faceCompare') {
    const face = await readFace(ctx.db, userId)
    if (!(['passed', 'pending_review'] as FaceCheckStatus[]).includes(face.liveness_status)) {
      throw badRequest('請先完成活體檢測')
    }
    const idCard = await readIdCardRow(ctx.db, userId)
    idPhoto = idCard?.front_upload_key ? await ctx.uploads.find(idCard.front_upload_key) : null
  }
  const verdict = await ctx.faceVerifier.check(kind, photo, idPhoto)
  const now = ctx.clock.now().toISOString()
  const column = FACE_COLUMN[kind]
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `insert into face_checks (user_id, ${column}, live_upload_key, updated_at) values ($1, $2, $3, $4)
       on conflict (user_id) do update set ${column} = excluded.${column},
         live_upload_key = coalesce(excluded.live_upload_key, face_checks.live_upload_key), updated_at = excluded.updated_at`,
      [userId, verdict.status, photo?.key ?? null, now],
    )
    await tx.query(
      `insert into face_attempts (user_id, kind, upload_key, width, height, outcome, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [userId, kind, photo?.key ?? null, photo?.width ?? null, photo?.height ?? null, verdict.status, now],
    )
  })
  if (verdict.status === 'failed') throw badRequest(verdict.reason)
  return identityStatus(ctx.db, userId, photo ? { width: photo.width, height: photo.height } : null)
}

// --- routes -------------------------------------------------------------------------------------------------

export const registerIdentityRoutes: RouteModule = (router, ctx) => {
  router.route(API.supplementUserInfo, {
    payload: personalInfoSchema,
    handler: async ({ payload, session }): Promise<PersonalInfo> => {
      await ctx.db.query(
        `insert into user_profiles (user_id, name, education, marital_status, occupation, monthly_income, city,
                                    district, address, email, line_id, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         on conflict (user_id) do update set name = excluded.name, education = excluded.education,
           marital_status = excluded.marital_status, occupation = excluded.occupation,
           monthly_income = excluded.monthly_income, city = excluded.city, district = excluded.district,
           address = excluded.address, email = excluded.email, line_id = excluded.line_id,
           updated_at = excluded.updated_at`,
        [
          session.userId,
          payload.name,
          payload.education,
          payload.maritalStatus,
          payload.occupation,
          payload.monthlyIncome,
          payload.city,
          payload.district,
          payload.address,
          payload.email,
          payload.lineId,
          ctx.clock.now().toISOString(),
        ],
      )
      return payload
    },
  })

  router.route(API.emergencyContactAdd, {
    payload: emergencyContactsSchema,
    handler: async ({ payload, session }): Promise<EmergencyContactAddBody> => {
      await requireStepsBefore(ctx.db, session.userId, 'emergencyContact')
      const seen = new Set<string>()
      payload.contacts.forEach((contact, index) => {
        if (contact.mobile === session.mobile) throw badRequest(TEXT.kyc.contactIsSelf(index + 1))
        if (seen.has(contact.mobile)) throw badRequest(TEXT.kyc.contactDuplicate(index + 1))
        seen.add(contact.mobile)
      })
      await ctx.db.transaction(async (tx) => {
        await tx.query('delete from emergency_contacts where user_id = $1', [session.userId])
        for (const [index, contact] of payload.contacts.entries()) {
          await tx.query(
            'insert into emergency_contacts (user_id, position, name, mobile, relation) values ($1, $2, $3, $4, $5)',
            [session.userId, index + 1, contact.name, contact.mobile, contact.relation],
          )
        }
      })
      return payload.contacts
    },
  })

  router.route(API.ocrCheck, {
    payload: ocrCheckSchema,
    handler: async ({ payload, session }): Promise<OcrCheckBody> => {
      await requireStepsBefore(ctx.db, session.userId, 'idCard')
      const front = await ctx.uploads.requireOwned(session.userId, payload.frontImageKey, '身分證正面照片')
      const back = await ctx.uploads.requireOwned(session.userId, payload.backImageKey, '身分證反面照片')
      for (const side of [front, back]) {
        if (Math.min(side.width, side.height) < 200) throw badRequest(TEXT.kyc.idImageTooSmall)
      }
      await ctx.db.query(
        `insert into id_cards (user_id, front_upload_key, back_upload_key, ocr_checked_at) values ($1, $2, $3, $4)
         on conflict (user_id) do update set front_upload_key = excluded.front_upload_key,
           back_upload_key = excluded.back_upload_key, ocr_checked_at = excluded.ocr_checked_at`,
        [session.userId, front.key, back.key, ctx.clock.now().toISOString()],
      )
      return ctx.ocr.readIdCard(
        { path: ctx.uploads.filePath(front.key), info: front },
        { path: ctx.uploads.filePath(back.key), info: back },
      )
    },
  })

  router.route(API.ocrConfirm, {
    payload: ocrConfirmSchema,
    handler: async ({ payload, session, request }): Promise<IdCardInfo> => {
      await requireStepsBefore(ctx.db, session.userId, 'idCard')
      const id = checkIdNumber(payload.idNo)
      if (!id.ok) throw badRequest(id.message)
      const birthday = checkBirthday(payload.birthday, ctx.clock.now())
      if (!birthday.ok) throw badRequest(birthday.message)
      return ctx.db.transaction(async (tx) => {
        const current = await readIdCardRow(tx, session.userId)
        if (!current?.front_upload_key || !current.back_upload_key) throw badRequest(TEXT.kyc.ocrFirst)
        const cards = await tx.query('select 1 from bank_cards where user_id = $1 limit 1', [session.userId])
        // The card holder name is the confirmed ID name; once a card is bound the ID cannot change here.
        if (current.confirmed_at !== null && cards.length > 0) throw conflict('身分證資料已確認，如需更正請聯絡客服')
        const taken = await tx.query('select 1 from id_cards where id_no = $1 and user_id <> $2', [
          id.value,
          session.userId,
        ])
        if (taken.length > 0) throw conflict(TEXT.kyc.idNoTaken)
        await tx.query(
          `update id_cards set id_no = $2, id_no_masked = $3, user_name = $4, birthday = $5::date, gender = $6,
                  document_type = $7, confirmed_at = $8
            where user_id = $1`,
          [
            session.userId,
            id.value,
            maskIdNo(id.value),
            payload.userName,
            birthday.value.replace(/\//g, '-'),
            id.info.gender,
            id.info.documentType,
            ctx.clock.now().toISOString(),
          ],
        )
        const saved = await readIdCardRow(tx, session.userId)
        return toIdCardInfo(saved as IdCardRow, uploadUrlFor(ctx, request)) as IdCardInfo
      })
    },
  })

  router.route(API.detection, {
    payload: facePhotoSchema,
    handler: ({ payload, session }) => runFaceCheck(ctx, session.userId, 'detection', payload.imageKey),
  })
  router.route(API.silence, {
    payload: facePhotoSchema,
    handler: ({ payload, session }) => runFaceCheck(ctx, session.userId, 'silence', payload.imageKey),
  })
  router.route(API.faceCompare, {
    payload: facePhotoSchema,
    handler: ({ payload, session }) => runFaceCheck(ctx, session.userId, 'faceCompare', payload.imageKey),
  })
  router.route(API.identityCheck, {
    payload: emptyPayload,
    handler: ({ session }) => runFaceCheck(ctx, session.userId, 'identitycheck', null),
  })
  router.route(API.license, {
    payload: emptyPayload,
    handler: async (): Promise<FaceLicenseBody> => ctx.faceVerifier.license(),
  })

  router.route(API.queryUserDetail, {
    payload: emptyPayload,
    handler: async ({ session, request }): Promise<UserDetailBody> => {
      const imageUrl = uploadUrlFor(ctx, request)
      const done = await kycDone(ctx.db, session.userId)
      const idRow = await readIdCardRow(ctx.db, session.userId)
      const cards = await listCardRows(ctx.db, session.userId)
      const status = await identityStatus(ctx.db, session.userId, null)
      const face = await readFace(ctx.db, session.userId)
      return {
        steps: KYC_STEPS.map((step) => ({ step: step.value, label: step.label, done: done[step.value] })),
        nextStep: firstMissing(done),
        personalInfo: await readPersonalInfo(ctx.db, session.userId),
        emergencyContacts: await readContacts(ctx.db, session.userId),
        idCard: idRow ? toIdCardInfo(idRow, imageUrl) : null,
        bankCard: cards[0] ? toBoundCard(cards[0], imageUrl) : null,
        livenessStatus: status.livenessStatus,
        faceCompareResult: status.faceCompareResult,
        identityCheckStatus: status.identityCheckStatus,
        bindCardStatus: status.bindCardStatus,
        livePhotoUrl: face.live_upload_key ? imageUrl(face.live_upload_key) : '',
      }
    },
  })
}
