// Renders the tab bar icons (PNG, which the mini-program tab bar requires) from the SVG drawings below,
// in Debian's Chromium. Run after changing a drawing: node scripts/make-tabbar-icons.mjs
import { writeFile } from 'node:fs/promises'
import { chromium } from 'playwright-core'

const SIZE = 81
const COLORS = { '': '#A4B8D2', '-active': '#2886FF' }
const DRAWINGS = {
  // a banknote with a coin: 借款
  loans: `<rect x="10" y="22" width="52" height="34" rx="6" fill="none" stroke="C" stroke-width="6"/>
          <circle cx="36" cy="39" r="7" fill="C"/><circle cx="60" cy="56" r="13" fill="C" stroke="#fff" stroke-width="4"/>`,
  // a document with lines: 訂單
  order: `<rect x="16" y="10" width="46" height="60" rx="6" fill="none" stroke="C" stroke-width="6"/>
          <path d="M27 28h24M27 40h24M27 52h14" stroke="C" stroke-width="6" stroke-linecap="round"/>`,
  // a person: 我的
  me: `<circle cx="40" cy="27" r="13" fill="none" stroke="C" stroke-width="6"/>
       <path d="M14 70c2-15 13-23 26-23s24 8 26 23" fill="none" stroke="C" stroke-width="6" stroke-linecap="round"/>`,
  // a shield with a check: 資質
  aptitude: `<path d="M40 9l26 9v18c0 17-11 30-26 36C25 66 14 53 14 36V18z" fill="none" stroke="C" stroke-width="6" stroke-linejoin="round"/>
             <path d="M28 40l9 9 16-17" fill="none" stroke="C" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } })
for (const [name, drawing] of Object.entries(DRAWINGS)) {
  for (const [suffix, color] of Object.entries(COLORS)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 80 80">${drawing.replaceAll('"C"', `"${color}"`)}</svg>`
    await page.setContent(`<body style="margin:0;background:transparent">${svg}</body>`)
    await writeFile(
      new URL(`../src/assets/tabbar/${name}${suffix}.png`, import.meta.url),
      await page.screenshot({ omitBackground: true }),
    )
  }
}
await browser.close()
