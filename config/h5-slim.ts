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
  {
    // ~4.5 KiB gzip: the Stencil components' global stylesheet with the weui icon font, imported by the H5
    // platform runtime for every page; see the stub for why nothing here needs it.
    request: '@tarojs/components/dist/taro-components/taro-components.css',
    stub: path.resolve(__dirname, 'stubs', 'taro-components-global.css'),
    importedBy: /[\\/]node_modules[\\/]@tarojs[\\/]plugin-platform-h5[\\/]/,
  },
  {
    // ~2 KiB gzip: pull-down refresh, which Taro's H5 entry imports for every page; no page turns it on.
    request: './components/pull-down-refresh/index.js',
    stub: path.resolve(__dirname, 'stubs', 'pull-down-refresh.js'),
    importedBy: /[\\/]node_modules[\\/]@tarojs[\\/]components-react[\\/]dist[\\/]index\.js$/,
  },
  // ~2 KiB gzip: MD5, EvpKDF, SHA-1 and HMAC, which crypto-js's AES imports for password-derived keys; the API
  // client always passes a key and an IV (see the stub).
  ...['./md5', './evpkdf'].map((request) => ({
    request,
    stub: path.resolve(__dirname, 'stubs', 'crypto-js-unused.js'),
    importedBy: /[\\/]node_modules[\\/]crypto-js[\\/](aes|cipher-core)\.js$/,
  })),
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
