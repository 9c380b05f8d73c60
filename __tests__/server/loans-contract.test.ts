/**
 * `GET /api/v5/contract/view`: raw, unencrypted Traditional Chinese HTML with the parties, the full cost
 * and the signature; every value escaped.
 */
import { API } from '../../types/api/paths'
import { startTestApp, type TestApp } from './helpers/app'
import { confirmQuickOrder, makePng, signOrder, verifiedUser } from './loans-fixtures'

let testApp: TestApp

beforeAll(async () => {
  testApp = await startTestApp()
}, 60_000)

afterAll(async () => {
  await testApp.close()
})

test('the contract is raw HTML stating parties, principal, term, interest, every fee, total, APR and account', async () => {
  const user = await verifiedUser(testApp)
  const applyId = await confirmQuickOrder(user)
  const response = await user.client.send(API.contractView, { applyId })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  const html = response.body
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
  expect(html).toContain('<html lang="zh-Hant-TW">')
  expect(html).toContain('借款契約書')
  expect(html).toContain(`契約編號：${applyId}`)
  expect(html).toContain('<th>借款人（乙方）</th><td>王小明</td>')
  // the ID number only masked
  expect(html).toContain(`${user.idNo.slice(0, 3)}****${user.idNo.slice(-3)}`)
  expect(html).not.toContain(user.idNo)
  expect(html).toContain('<th>借款本金</th><td>NT$10,000（新臺幣 10,000 元整）</td>')
  expect(html).toContain('<th>借款期間</th><td>30 天</td>')
  expect(html).toContain('<th>約定年利率</th><td>10.00%</td>')
  expect(html).toContain('NT$82</td>')
  expect(html).toContain('<th>帳戶管理費</th><td>NT$40</td>')
  expect(html).toContain('<th>到期應還總額</th><td>NT$10,122</td>')
  expect(html).toContain('<th>總費用年百分率</th><td>14.84%</td>')
  expect(html).toContain('<th>收款銀行</th><td>玉山銀行（808）</td>')
  expect(html).toContain(`<th>收款帳號</th><td>****${user.accountNo.slice(-4)}</td>`)
  expect(html).not.toContain(user.accountNo)
  expect(html).toContain('撥款日起算第 30 天')
  expect(html).toContain('（尚未簽署）')
  expect(html).not.toContain('<img')
})

test('after signing it embeds the signature image and the signing date', async () => {
  const user = await verifiedUser(testApp)
  const applyId = await confirmQuickOrder(user)
  await signOrder(testApp, user, applyId)
  const html = (await user.client.send(API.contractView, { applyId })).body
  const png = makePng(240, 120).toString('base64')
  expect(html).toContain(`<img src="data:image/png;base64,${png}" alt="借款人簽名">`)
  expect(html).toMatch(/<th>簽署日期<\/th><td>\d{4} 年 \d{2} 月 \d{2} 日<\/td>/)
})

test('every user-supplied value is escaped', async () => {
  const user = await verifiedUser(testApp, { userName: '<script>alert("x")</script>&<img src=x onerror=1>' })
  const applyId = await confirmQuickOrder(user)
  // a bank name or product text cannot be chosen by the user, but a hostile database value must not break out either
  await testApp.app.serverContext.db.query(
    `update loan_orders set bank_name = $2, product_name = $3 where apply_id = $1`,
    [applyId, '"><b>bank</b>', "O'Neil & <Co>"],
  )
  const html = (await user.client.send(API.contractView, { applyId })).body
  expect(html).not.toContain('<script>')
  expect(html).not.toContain('<img src=x')
  expect(html).not.toContain('<b>bank</b>')
  expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&lt;img src=x onerror=1&gt;')
  expect(html).toContain('&quot;&gt;&lt;b&gt;bank&lt;/b&gt;（808）')
  expect(html).toContain('O&#39;Neil &amp; &lt;Co&gt;')
})

test('errors are envelopes: unknown order 404, no session 301', async () => {
  const user = await verifiedUser(testApp)
  const unknown = await user.client.send(API.contractView, { applyId: 'LN209901010000' })
  expect(user.client.open(unknown)).toMatchObject({ status: 404, message: '查無此訂單' })
  const anonymous = testApp.client()
  expect(anonymous.open(await anonymous.send(API.contractView, { applyId: 'x' })).status).toBe(301)
})
