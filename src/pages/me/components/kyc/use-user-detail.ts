import type { UserDetailBody } from '@contract/identity'
import { useApiData } from '@/hooks/use-api-data'
import { getUserDetail } from '@/services/api/modules/identity'

/**
 * Everything saved for the verification steps (`queryUserDetail`), loaded when a session exists and again
 * whenever the page is shown, so a step finished elsewhere shows as done.
 */
export function useUserDetail(loggedIn: boolean) {
  return useApiData<UserDetailBody>(() => getUserDetail(), [], { enabled: loggedIn })
}
