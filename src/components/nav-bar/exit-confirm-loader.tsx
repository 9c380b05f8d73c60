// Mini-program and tests: the popup is part of the page (no dynamic chunks there). The H5 build resolves
// exit-confirm-loader.h5.tsx instead, which loads it on first use.
export { default } from './exit-confirm'
