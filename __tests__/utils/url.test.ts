import { appendQuery, buildQuery, parseLaunchUrl, parseQuery } from '@/utils/url'

describe('parseQuery', () => {
  it('decodes names and values, + as space, and keeps bare names', () => {
    expect(parseQuery('?a=1&b=%E5%8F%B0%E5%8C%97&c=x+y&flag')).toEqual({ a: '1', b: '台北', c: 'x y', flag: '' })
  })

  it('keeps a malformed escape as written', () => {
    expect(parseQuery('a=%E0%A4%A&b=%')).toEqual({ a: '%E0%A4%A', b: '%' })
  })
})

describe('buildQuery / appendQuery', () => {
  it('encodes base64 characters', () => {
    expect(buildQuery({ data: 'a+b/c==' })).toBe('data=a%2Bb%2Fc%3D%3D')
  })

  it('adds ? or & as needed', () => {
    expect(appendQuery('/a', 'x=1')).toBe('/a?x=1')
    expect(appendQuery('/a?y=2', 'x=1')).toBe('/a?y=2&x=1')
    expect(appendQuery('/a', '')).toBe('/a')
  })
})

describe('parseLaunchUrl', () => {
  it('reads the page path after the # of the hash router', () => {
    expect(parseLaunchUrl('https://h.tw/app/?a=1#/pages/login/index?b=2')).toEqual({
      base: 'https://h.tw/app/',
      pagePath: '/pages/login/index',
      query: { a: '1', b: '2' },
    })
  })

  it('uses the URL path when there is no hash route', () => {
    expect(parseLaunchUrl('https://h.tw/pages/me/index?x=1').pagePath).toBe('/pages/me/index')
    expect(parseLaunchUrl('https://h.tw').pagePath).toBe('/')
  })
})
