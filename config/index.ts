import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { resolveAppEnv } from './app-env'
import { applyH5Slim } from './h5-slim'

// Both targets build side by side (dist/h5, dist/weapp). TARO_OUTPUT_ROOT lets a second build (bench,
// parallel work) write elsewhere without emptying the one being served.
const outputRoot = process.env.TARO_OUTPUT_ROOT || `dist/${process.env.TARO_ENV}`

// The contract in types/api also holds runtime values the app imports (ORDER_STATUSES, LOAN_PURPOSES, …); Taro
// only runs babel over src/, so the folder is added to each target's compile list.
const contractCompile = { include: [path.resolve(__dirname, '..', 'types')] }

export default defineConfig<'webpack5'>(async (merge) => {
  const appEnv = resolveAppEnv()
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'taiwan-cash-loan',
    date: '2026-11-22',
    // NutUI is drawn on a 375 px design; our own styles use the same width so px mean the same everywhere.
    designWidth: 375,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot,
    // HTML tags for NutUI in the mini-program. H5 renders them natively: there the plugin's runtime (hooks into
    // Taro's mini-program DOM) would only add ~2 KiB gzip to every first load.
    plugins: process.env.TARO_ENV === 'h5' ? [] : ['@tarojs/plugin-html'],
    // process.env.TARO_APP_* in app code; values are JSON literals for webpack's DefinePlugin.
    env: Object.fromEntries(Object.entries(appEnv).map(([name, value]) => [name, JSON.stringify(value)])),
    defineConstants: {},
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@contract': path.resolve(__dirname, '..', 'types', 'api'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: {
      type: 'webpack5',
      // NutUI must go through babel-plugin-import (per-component imports), not the prebundle.
      prebundle: { enable: false },
    },
    cache: { enable: false },
    mini: {
      compile: contractCompile,
      // Page styles do not depend on each other's order; without this, mini-css-extract fails the build on
      // "Conflicting order" between two pages' shared partials.
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
      },
    },
    h5: {
      compile: contractCompile,
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'hash' },
      // The document title is the product display name (spec section 2).
      htmlPluginOption: { title: appEnv.TARO_APP_NAME },
      // Plain React components instead of Stencil web components: the same Taro components, without the
      // web-component runtime and its per-component chunks on every first load.
      useHtmlComponents: true,
      // Images are files, never base64 inside the JS of the first load (limit: true = inline nothing).
      imageUrlLoaderOption: { limit: true },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        // The tab bar (src/components/tab-bar) keeps the spec's exact 70 px height at every width (spec section 9).
        pxtransform: { enable: true, config: { selectorBlackList: [':root', /tab-?bar/] } },
      },
      webpackChain(chain) {
        // Spec section 9: a page chunk that has not arrived after 120 s fails with ChunkLoadError, which
        // src/services/chunk-recovery.ts turns into a retry instead of a white screen.
        chain.output.chunkLoadTimeout(120000)
        // Taro modules the app never runs (the Stencil tab bar) replaced by stubs: see config/h5-slim.ts.
        applyH5Slim(chain)
        // Taro splits only the initial chunks, so every page chunk carried its own copy of the shared code
        // (navigation bar, NutUI parts, helpers). Splitting async chunks too puts code used by two or more
        // pages into shared chunks: a page still loads only what it uses, and the total shrinks.
        chain.optimization.splitChunks({ ...chain.optimization.get('splitChunks'), chunks: 'all' })
        // BUNDLE_DEBUG=1: unminified output that names every module's path, to see what makes a chunk heavy.
        if (process.env.BUNDLE_DEBUG) {
          chain.optimization.minimize(false)
          chain.output.pathinfo(true)
        }
      },
    },
  }
  if (process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
})
