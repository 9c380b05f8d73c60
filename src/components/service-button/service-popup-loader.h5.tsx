import { lazy } from 'react'

// H5: the popup (NutUI Popup and icons) is fetched on the first tap, not with every page's first load.
export default lazy(() => import('./service-popup'))
