import path from 'node:path'
import type Chain from 'webpack-chain'

interface StubbedImport {
  /** The exact request (aliased with webpack's `$` suffix: that request only, not paths below it). */
  request: string
  /** The module of ours that answers it. */
  stub: string
  /** Only imports made by modules whose path matches; without it, every import of `request`. */
  importedBy?: RegExp
}

/**
 * Modules the H5 build answers with a stub of ours: the app never runs them, but a Taro package imports them
 * statically, so they would otherwise land in the entry chunk of every page. Each entry says why the real
 * module is never needed.
 */
const STUBBED_IMPORTS: StubbedImport[] = [
  {
    // ~15 KiB gzip: Taro's Stencil tab bar (`taro-tabbar`) and the Stencil runtime (`@stencil/core`), imported by
    // @tarojs/router, which calls it only to draw its own tab bar: never with `tabBar.custom: true`
    // (src/app.config.ts on H5), where the app draws its own (src/components/tab-bar). The stub throws if that
    // changes. Only the router's import: the same module also backs the Taro components that are still Stencil
    // web components on H5 (RichText, Slider, Canvas, Textarea, WebView), which the pages using them load.
    request: '@tarojs/components/dist/components',
    stub: path.resolve(__dirname, 'stubs', 'taro-tabbar.ts'),
    importedBy: /[\\/]node_modules[\\/]@tarojs[\\/]router[\\/]/,
  },
]

/** Applied from the h5 `webpackChain` of config/index.ts. */
export function applyH5Slim(chain: Chain): void {
  for (const [index, { request, stub, importedBy }] of STUBBED_IMPORTS.entries()) {
    if (importedBy) {
      // A rule's `resolve` applies to the imports of the modules the rule matches.
      chain.module.rule(`h5-slim-${index}`).test(importedBy).resolve.alias.set(`${request}$`, stub)
    } else {
      chain.resolve.alias.set(`${request}$`, stub)
    }
  }
}
