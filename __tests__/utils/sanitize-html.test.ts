import { sanitizeHtml } from '@/utils/sanitize-html'

describe('sanitizeHtml', () => {
  it('keeps the formatting a contract needs', () => {
    const html =
      '<h2>借款合約</h2><table><tr><td colspan="2"><strong>NT$10,000</strong></td></tr></table><ul><li>一</li></ul>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('removes scripts with their content, event handlers and iframes', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">甲方</p><script>alert(document.cookie)</script><iframe src="https://evil.example"></iframe>',
    )
    expect(out).toBe('<p>甲方</p>')
  })

  it('drops javascript: and other unsafe URLs but keeps https and data images', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a href>x</a>')
    expect(sanitizeHtml('<img src="https://cdn.example/sign.png">')).toBe('<img src="https://cdn.example/sign.png">')
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img src="data:image/png;base64,AAAA">')
    expect(sanitizeHtml('<img src="data:text/html;base64,AAAA" onerror="x()">')).toBe('<img src>')
  })

  it('escapes unknown tags instead of rendering them', () => {
    expect(sanitizeHtml('<form action="/x"><input name="a"></form>ok')).toBe('ok')
    expect(sanitizeHtml('<svg onload="x()"></svg>')).not.toContain('<svg')
  })
})
