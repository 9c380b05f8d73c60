// Mini-program and tests: the popup is part of the page (no dynamic chunks there). The H5 build resolves
// service-popup-loader.h5.tsx instead, which loads it on the first tap.
export { default } from './service-popup'
