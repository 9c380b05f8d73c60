import type { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { Provider } from 'jotai'
import { appStore } from '@/store/index'
import { installChunkRecovery, installPageLoadFeedback } from '@/services/chunk-recovery'
// In the app chunk on purpose: Taro's H5 build splits only initial chunks, so without this every page chunk
// would carry its own copy of the client and crypto-js. Every page calls the API, so nothing is loaded early
// that would not be needed anyway.
import '@/services/api/client'
import { handleLaunch, openLoansTabBeforeRouting } from '@/services/launch'
import TabBar from '@/components/tab-bar'
import './app.scss'

// At module load, not in an effect: the first page's chunk may fail before React renders anything.
installChunkRecovery()
installPageLoadFeedback()

// H5: at module load, before Taro's router reads the address, so a visitor sent to the loans tab (spec section
// 2) never downloads the page they were sent away from. The mini-program decides at launch.
if (process.env.TARO_ENV === 'h5') handleLaunch(undefined, { goToLoans: openLoansTabBeforeRouting })

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    if (process.env.TARO_ENV !== 'h5') handleLaunch()
  })
  // One store for React and for the API client, so both see the same session. The tab bar (H5 only; the
  // mini-program's is native) lives here, outside the pages, so it stays put while a tab's page chunk loads.
  // It comes before the pages: Taro's router CSS hides a stacked page that is not its container's
  // `:last-child`, so nothing may follow them.
  return (
    <Provider store={appStore}>
      <TabBar />
      {children}
    </Provider>
  )
}

export default App
