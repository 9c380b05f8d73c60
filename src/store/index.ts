import { createStore } from 'jotai'

/**
 * The one jotai store of the app. React reads it through `<Provider store={appStore}>` (app.tsx); code
 * outside React (the API client, launch handling) reads and writes the same atoms with `appStore.get/set`,
 * so both always see the same session.
 */
export const appStore = createStore()
