import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// Imports flow one way (conventions.md): pages → components → store/services → utils/types, and the app
// and the reference server never import each other; both share types/.
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
  },
})

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', '.data/', 'e2e/artifacts/', 'bench/tmp/', 'bench/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        ...globals.node,
        ...globals.browser,
        ...globals.jest,
        defineAppConfig: 'readonly',
        definePageConfig: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', '__tests__/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  layer(
    ['src/**/*.{ts,tsx}'],
    ['**/server/**', '../server/*'],
    'The app never imports the reference server; share types/ instead.',
  ),
  layer(['server/**/*.ts'], ['**/src/**', '@/*'], 'The server never imports the app; share types/ instead.'),
  layer(
    ['src/components/**', 'src/store/**', 'src/services/**', 'src/utils/**'],
    ['@/pages/*', '**/pages/**'],
    'Only pages import pages.',
  ),
  layer(
    ['src/store/**', 'src/services/**', 'src/utils/**'],
    ['@/components/*'],
    'Components sit above store, services and utils.',
  ),
  layer(
    ['src/utils/**'],
    ['@/store/*', '@/services/*'],
    'utils/ holds pure helpers with no dependencies on app state.',
  ),
)
