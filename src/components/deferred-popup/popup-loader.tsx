// Mini-program and tests: NutUI's Popup is part of the page (the mini-program has no dynamic chunks).
// The H5 build resolves popup-loader.h5.tsx instead (Taro's per-platform files).
export { default } from './nutui-popup'
