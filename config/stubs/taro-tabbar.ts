// Answers @tarojs/router's import of `@tarojs/components/dist/components` in the H5 build (config/h5-slim.ts;
// other importers still get the real module). The router imports `defineCustomElementTaroTabbar` from it
// unconditionally but calls it only to draw its own tab bar, which `tabBar.custom: true` (src/app.config.ts, H5)
// turns off: our own bar, src/components/tab-bar, is drawn instead. Plain JavaScript syntax on purpose: webpack reads this file as is
// (Taro's babel rule covers only src/ and types/).

export function defineCustomElementTaroTabbar() {
  throw new Error(
    'Taro tried to draw its own H5 tab bar, which the build leaves out (config/h5-slim.ts). ' +
      'Keep tabBar.custom: true for H5 in src/app.config.ts, or remove the alias.',
  )
}
