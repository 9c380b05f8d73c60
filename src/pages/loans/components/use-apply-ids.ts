import Taro from '@tarojs/taro'
import { useAtomValue } from 'jotai'
import { applyDraftAtom } from '@/store/apply'
import { readApplyIds } from './navigate'

/**
 * The orders the sign and signature pages work on: the `applyId` page parameter (so order detail or the
 * loans tab can send the user to sign an order), else the confirmed application in progress.
 */
export function useApplyIds(): string[] {
  const draft = useAtomValue(applyDraftAtom)
  const fromRoute = readApplyIds(Taro.getCurrentInstance().router?.params?.applyId)
  return fromRoute.length > 0 ? fromRoute : (draft?.applyIds ?? [])
}
