/**
 * The button's headset icon as an SVG data URL: drawn here so the floating button, which is on every tab page,
 * does not bring NutUI's icon library into each first load.
 */
const HEADSET_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" ' +
  'stroke-linecap="round" stroke-linejoin="round"><path d="M4 14v-2a8 8 0 0 1 16 0v2"/>' +
  '<rect x="3" y="13" width="4" height="7" rx="1.5"/><rect x="17" y="13" width="4" height="7" rx="1.5"/>' +
  '<path d="M19 20a3 3 0 0 1-3 2h-3"/></svg>'

export const HEADSET_ICON_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(HEADSET_SVG)}`
