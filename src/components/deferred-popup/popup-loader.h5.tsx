import { lazy } from 'react'

// H5: NutUI's Popup (with its overlay, transitions and styles, ~14 KiB gzip) is fetched when a popup is first
// opened, instead of with the first load of every page that has one.
export default lazy(() => import('./nutui-popup'))
