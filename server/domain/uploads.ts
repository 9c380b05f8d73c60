/**
 * Uploaded images: files under DATA_DIR/uploads named by a random 32-character key, with owner, type, size,
 * pixel size and SHA-256 in the `uploads` table.
 *
 * Access rule: the key is unguessable (24 random bytes), so `GET /upload/files/<key>` serves the image to
 * whoever holds the URL — an `<img>` cannot send the Authorization header. Only the owner is ever given the
 * URL (answers never include another user's keys), and using a key in a call (`ocrCheck`, face, passbook,
 * question) checks that the caller owns it (403 otherwise).
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Clock } from '../context'
import type { Database, Queryable } from '../db/index'
import { badRequest, forbidden } from '../errors'
import type { ImageInfo, ImageMime } from './image-info'

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const UPLOAD_FILES_PREFIX = '/upload/files/'
const KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/

export interface StoredUpload {
  key: string
  userId: string
  mime: ImageMime
  sizeBytes: number
  sha256: string
  width: number
  height: number
}

export interface UploadStore {
  save(userId: string, bytes: Buffer, info: ImageInfo): Promise<StoredUpload>
  find(key: string): Promise<StoredUpload | null>
  /** The upload behind a key from a payload: 400 when unknown, 403 when it is someone else's. */
  requireOwned(userId: string, key: string, label: string): Promise<StoredUpload>
  read(upload: StoredUpload): Promise<Buffer>
  filePath(key: string): string
  /** Deletes the user's files and rows (account deletion). Rows still referenced elsewhere must go first. */
  deleteAllOf(tx: Queryable, userId: string): Promise<string[]>
  removeFiles(keys: string[]): Promise<void>
}

export const UPLOAD_MESSAGES = {
  missing: (label: string) => `${label}不存在，請重新上傳`,
} as const

export function isUploadKey(key: string): boolean {
  return KEY_PATTERN.test(key)
}

export function createUploadStore(db: Database, dataDir: string, clock: Clock): UploadStore {
  const dir = path.join(dataDir, 'uploads')
  mkdirSync(dir, { recursive: true })
  const filePath = (key: string) => {
    if (!isUploadKey(key)) throw new Error('invalid upload key')
    return path.join(dir, key)
  }

  const find = async (key: string): Promise<StoredUpload | null> => {
    if (!isUploadKey(key)) return null
    const rows = await db.query<{
      key: string
      user_id: string
      mime: ImageMime
      size_bytes: number
      sha256: string
      width: number
      height: number
    }>('select key, user_id::text as user_id, mime, size_bytes, sha256, width, height from uploads where key = $1', [
      key,
    ])
    const row = rows[0]
    return row
      ? {
          key: row.key,
          userId: row.user_id,
          mime: row.mime,
          sizeBytes: row.size_bytes,
          sha256: row.sha256,
          width: row.width,
          height: row.height,
        }
      : null
  }

  return {
    filePath,
    find,
    async save(userId, bytes, info) {
      const key = randomBytes(24).toString('base64url')
      const upload: StoredUpload = {
        key,
        userId,
        mime: info.mime,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        width: info.width,
        height: info.height,
      }
      await writeFile(filePath(key), bytes, { flag: 'wx' })
      await db.query(
        `insert into uploads (key, user_id, mime, size_bytes, sha256, width, height, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          key,
          userId,
          upload.mime,
          upload.sizeBytes,
          upload.sha256,
          upload.width,
          upload.height,
          clock.now().toISOString(),
        ],
      )
      return upload
    },
    async requireOwned(userId, key, label) {
      const upload = await find(key)
      if (!upload) throw badRequest(UPLOAD_MESSAGES.missing(label))
      if (upload.userId !== userId) throw forbidden()
      return upload
    },
    read: (upload) => readFile(filePath(upload.key)),
    async deleteAllOf(tx, userId) {
      const rows = await tx.query<{ key: string }>('delete from uploads where user_id = $1 returning key', [userId])
      return rows.map((row) => row.key)
    },
    async removeFiles(keys) {
      await Promise.all(keys.map((key) => rm(filePath(key), { force: true })))
    },
  }
}
