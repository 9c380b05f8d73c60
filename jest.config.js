// Two jest projects: the app (jsdom, Taro's H5 runtime through @tarojs/test-utils-react) and the reference
// server (plain Node). Browser tests live in e2e/ and run after jest (see package.json "test").
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

// Packages shipped as untranspiled ESM that the app tests load; everything else in node_modules is left alone
// (the test-utils default transforms jest itself and breaks).
const ESM_PACKAGES = [
  '@tarojs',
  '@nutui',
  '@stencil',
  '@react-spring',
  '@use-gesture',
  '@swc',
  'lodash-es',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  'swiper',
  'ssr-window',
  'dom7',
  'tslib',
  'style-inject',
  'jotai',
  'classnames',
  // @tarojs/taro-h5 vendors style-inject under its own dist/node_modules/.pnpm/…
  '\\.pnpm',
]

// The test utils' defaults include global-only options (bail, verbose, collectCoverageFrom); inside a project
// jest warns about them, so they are dropped here.
const {
  bail: _bail,
  verbose: _verbose,
  collectCoverageFrom: _coverage,
  ...app
} = defineJestConfig({
  displayName: 'app',
  rootDir: __dirname,
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/server/'],
  setupFiles: [
    require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'),
    '<rootDir>/__tests__/helpers/setup-app.ts',
  ],
  transform: {
    '^.+\\.(js|jsx|ts|tsx|mjs|cjs)$': require.resolve('@tarojs/test-utils-react/dist/jest/babel-transformer.js'),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contract/(.*)$': '<rootDir>/types/api/$1',
    '\\.(css|scss|sass|less)$': '<rootDir>/__tests__/helpers/style-stub.js',
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/__tests__/helpers/file-stub.js',
  },
})

const server = {
  displayName: 'server',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/server/**/*.test.ts'],
  transform: {
    // PGlite's CommonJS build loads Node modules with dynamic `import()`, which jest's VM refuses without
    // --experimental-vm-modules; compiling it to CommonJS turns those into require().
    '^.+\\.(ts|cjs|js)$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
      },
    ],
  },
  // cookie (under light-my-request, i.e. app.inject) and content-disposition (under @fastify/static) ship ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|content-disposition|cookie)/)'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
}

module.exports = { projects: [app, server] }
