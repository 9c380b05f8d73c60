import { API } from '../../types/api/paths'
import { startTestApp, type TestApp } from './helpers/app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 60_000)
afterAll(() => t.close())

test('login and query user', async () => {
  const c = await t.loggedInClient('0912345678')
  const user = await c.ok(API.queryCashUser)
  expect(user).toMatchObject({ mobile: '0912345678' })
})
