/** Walks a logged-in test client through the verification steps, in order, with valid data. */
import type { BoundCard } from '../../../types/api/bank'
import type { KycStep, PersonalInfo } from '../../../types/api/identity'
import { API } from '../../../types/api/paths'
import type { TestClient } from './client'
import { makeJpeg, makePng } from './images'

export const PERSONAL_INFO: PersonalInfo = {
  name: '王小明',
  education: 'bachelor',
  maritalStatus: 'single',
  occupation: 'employee',
  monthlyIncome: 45000,
  city: '臺北市',
  district: '中正區',
  address: '重慶南路一段 122 號',
  email: 'ming@example.com',
  lineId: 'ming_tw',
}

const LETTER_VALUES: Record<string, number> = { A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17 }

/** A national ID with a correct checksum (domain.md), computed here independently of the server. */
export function nationalId(letter: keyof typeof LETTER_VALUES, gender: 1 | 2, serial: number): string {
  const body = [
    gender,
    ...String(serial % 10_000_000)
      .padStart(7, '0')
      .split('')
      .map(Number),
  ]
  const value = LETTER_VALUES[letter]
  const sum = Math.floor(value / 10) + (value % 10) * 9 + body.reduce((acc, d, i) => acc + d * (8 - i), 0)
  return `${letter}${body.join('')}${(10 - (sum % 10)) % 10}`
}

let idSerial = Math.floor(Math.random() * 9_000_000)
/** A fresh valid ID number per call, so users in one test file never collide. */
export function nextNationalId(): string {
  idSerial += 1
  return nationalId('H', 1, idSerial)
}

/** Published-style valid examples used where a specific number matters. */
export const VALID_IDS = ['A123456789', 'B120863158', 'F131104093', 'A223456781', 'A800000014', 'A900000016']

export async function uploadImage(client: TestClient, bytes: Buffer = makePng(400, 300), name = 'photo.png') {
  const envelope = client.open<{ key: string; url: string }>(
    await client.upload(bytes, name, name.endsWith('.jpg') ? 'image/jpeg' : 'image/png'),
  )
  if (envelope.status !== 200) throw new Error(`upload failed: ${envelope.message}`)
  return envelope.body
}

export async function doPersonalInfo(client: TestClient) {
  return client.ok(API.supplementUserInfo, PERSONAL_INFO)
}

export async function doContacts(client: TestClient) {
  return client.ok(API.emergencyContactAdd, {
    contacts: [
      { name: '王大明', mobile: '0922000111', relation: 'parent' },
      { name: '李小華', mobile: '0933000222', relation: 'friend' },
    ],
  })
}

export async function doIdCard(client: TestClient, idNo = nextNationalId()) {
  const front = await uploadImage(client, makeJpeg(800, 500), 'front.jpg')
  const back = await uploadImage(client, makeJpeg(800, 500), 'back.jpg')
  await client.ok(API.ocrCheck, { frontImageKey: front.key, backImageKey: back.key })
  return client.ok(API.ocrConfirm, { idNo, userName: '王小明', birthday: '1990/05/20' })
}

export async function doBankCard(client: TestClient, accountNo = '12345678901234'): Promise<BoundCard> {
  return client.ok<BoundCard>(API.bindCard, { bankCode: '822', accountNo })
}

export async function doFace(client: TestClient) {
  const photo = await uploadImage(client, makePng(480, 640))
  await client.ok(API.detection, { imageKey: photo.key })
  return client.ok(API.faceCompare, { imageKey: photo.key })
}

/** Completes the steps up to and including `last` (all five by default). */
export async function completeKyc(
  client: TestClient,
  options: { last?: KycStep; idNo?: string; accountNo?: string } = {},
): Promise<void> {
  const order: KycStep[] = ['personalInfo', 'emergencyContact', 'idCard', 'bankCard', 'face']
  const last = order.indexOf(options.last ?? 'face')
  if (last >= 0) await doPersonalInfo(client)
  if (last >= 1) await doContacts(client)
  if (last >= 2) await doIdCard(client, options.idNo)
  if (last >= 3) await doBankCard(client, options.accountNo)
  if (last >= 4) await doFace(client)
}
