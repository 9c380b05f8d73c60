// Runs before every app test file. Order matters: @tarojs/taro first (its modules import each other in a
// cycle), then hand React to Taro 4's runtime, which keeps it in reactMeta.R instead of importing it.
import '@tarojs/taro'
import * as React from 'react'
import * as ReactDOM from 'react-dom'
import { createH5NativeComponentConfig } from '@tarojs/plugin-framework-react/dist/runtime'
import { resolveAppEnv } from '../../config/app-env'

createH5NativeComponentConfig(null, React, ReactDOM)

// The build injects TARO_APP_* through DefinePlugin; tests get the same development defaults.
Object.assign(process.env, resolveAppEnv())

// Taro's compiler provides these to config files; in tests they simply return the config.
Object.assign(globalThis, {
  defineAppConfig: <T>(config: T) => config,
  definePageConfig: <T>(config: T) => config,
})

// The test-utils transformer compiles JSX with the classic runtime (React.createElement) while the build uses
// the automatic one, so source files never import React: give the classic output a React to call.
Object.assign(globalThis, { React })
