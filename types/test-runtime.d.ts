// Taro 4's React runtime entry, used by the jest setup to hand React to Taro (no published types).
declare module '@tarojs/plugin-framework-react/dist/runtime' {
  export function createH5NativeComponentConfig(
    component: unknown,
    react: typeof import('react'),
    reactDOM: typeof import('react-dom'),
  ): unknown
}
