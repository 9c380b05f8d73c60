/**
 * The app's own tab bar exists on H5 only (index.h5.tsx). The mini-program draws its native tab bar from
 * `tabBar` in src/app.config.ts, so here there is nothing to render.
 */
export default function TabBar() {
  return null
}
