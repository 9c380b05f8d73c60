import { lazy } from 'react'

// H5: NutUI's Popup is fetched the first time back is pressed on a verification page, not with every page.
export default lazy(() => import('./exit-confirm'))
