import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    // Keep the bundle lean: no source maps shipped to phones.
    enableSourceMap: false,
  },
} satisfies UserConfigExport<'webpack5'>
