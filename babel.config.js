// babel-preset-taro is used by the Taro build and by jest (app project); NutUI is imported per component so
// each page chunk carries only the components it renders (see docs/architecture.md, "Bundle budget").
const nutuiPackage = (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`

module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5', useBuiltIns: false }]],
  plugins: [
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        camel2DashComponentName: false,
        customName: (name) => nutuiPackage(name),
        // babel-plugin-import reads `customStyleName` (a `customStyle` key is silently ignored: no NutUI CSS at all).
        customStyleName: (name) => `${nutuiPackage(name)}/style/css`,
      },
      'nutui-react-taro',
    ],
  ],
}
