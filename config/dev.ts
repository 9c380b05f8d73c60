import type { UserConfigExport } from '@tarojs/cli'

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    devServer: {
      port: 10086,
      // The reference API server (npm run server) answers the API paths; the page and the API then share
      // one origin as in production behind a gateway.
      proxy: [
        {
          context: ['/auth', '/api', '/userAuth', '/upload', '/files', '/healthz'],
          target: `http://127.0.0.1:${process.env.PORT || 8080}`,
        },
      ],
    },
  },
} satisfies UserConfigExport<'webpack5'>
