import type { PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { Provider } from 'jotai'
import { appStore } from '@/store/index'
import { installChunkRecovery, installPageLoadFeedback } from '@/services/chunk-recovery'
// In the app chunk on purpose: Taro's H5 build splits only initial chunks, so without this every page chunk
// would carry its own copy of the client and crypto-js. Every page calls the API, so nothing is loaded early
// that would not be needed anyway.
import '@/services/api/client'
import { handleLaunch } from '@/services/launch'
import './app.scss'

// At module load, not in an effect: the first page's chunk may fail before React renders anything.
installChunkRecovery()
installPageLoadFeedback()

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    handleLaunch()
  })
  // One store for React and for the API client, so both see the same session.
  return <Provider store={appStore}>{children}</Provider>
}

export default App
