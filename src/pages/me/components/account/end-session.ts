/**
 * Leaving the account on this device (log out, account deleted): the session atoms and storage first, then
 * this user's form drafts (they hold personal details), then the login page as the only page left.
 */
import Taro from '@tarojs/taro'
import { ROUTES } from '@/constants/routes'
import { draftStorageKey } from '@/hooks/use-draft'
import { appStore } from '@/store/index'
import { clearSession, loginInfoAtom } from '@/store/session'

/** Removes every `draft:<userId>:…` entry; storage that cannot be listed is left as it is. */
export function removeUserDrafts(userId: string): void {
  if (!userId) return
  const prefix = draftStorageKey(userId, '')
  try {
    for (const key of Taro.getStorageInfoSync().keys) {
      if (key.startsWith(prefix)) Taro.removeStorageSync(key)
    }
  } catch {
    // Drafts expire on their own (use-draft.ts); failing to list them must not block logging out.
  }
}

export async function endSessionOnDevice(): Promise<void> {
  const userId = appStore.get(loginInfoAtom)?.userId ?? ''
  clearSession()
  removeUserDrafts(userId)
  try {
    await Taro.reLaunch({ url: ROUTES.login })
  } catch {
    // reLaunch refused (a page transition running): the session is gone, so the next page asks to log in.
  }
}
