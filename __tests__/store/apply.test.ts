import Taro from '@tarojs/taro'
import { createStore } from 'jotai'
import {
  applyDraftAtom,
  clearApplyAtom,
  markConfirmedAtom,
  newRequestId,
  readApplyDraft,
  startApplyAtom,
  updateApplyAtom,
} from '@/store/apply'
import { clearSessionAtom } from '@/store/session'

const QUICK = { productCode: 'QUICK', loanAmount: 20_000, loanCycle: 30 }
const PRIME = { productCode: 'PRIME', loanAmount: 50_000, loanCycle: 180 }

beforeEach(() => Taro.clearStorageSync())

describe('the application in progress', () => {
  it('is kept in storage (key applyInfo), so a reload reads it back with the same requestId', () => {
    const store = createStore()
    store.set(startApplyAtom, [QUICK])
    store.set(updateApplyAtom, { purpose: 'travel', cardId: 'card_2' })
    const requestId = store.get(applyDraftAtom)?.requestId

    // What the session atom reads on the next launch.
    const stored: unknown = JSON.parse(Taro.getStorageSync('applyInfo'))
    expect(readApplyDraft(stored)).toEqual({
      items: [QUICK],
      cardId: 'card_2',
      purpose: 'travel',
      requestId,
      applyIds: [],
    })
  })

  it('keeps the requestId, card and purpose when the products are chosen again before confirming', () => {
    const store = createStore()
    store.set(startApplyAtom, [QUICK])
    store.set(updateApplyAtom, { purpose: 'medical' })
    const { requestId } = store.get(applyDraftAtom)!
    store.set(startApplyAtom, [QUICK, PRIME])
    expect(store.get(applyDraftAtom)).toMatchObject({ items: [QUICK, PRIME], purpose: 'medical', requestId })
  })

  it('is locked once confirmed: changes are ignored until it is cleared', () => {
    const store = createStore()
    store.set(startApplyAtom, [QUICK])
    store.set(markConfirmedAtom, ['A1'])
    store.set(updateApplyAtom, { items: [{ ...QUICK, loanAmount: 3000 }] })
    expect(store.get(applyDraftAtom)?.items).toEqual([QUICK])
    expect(store.get(applyDraftAtom)?.applyIds).toEqual(['A1'])
    store.set(clearApplyAtom)
    expect(store.get(applyDraftAtom)).toBeNull()
  })

  it('a new application after a confirmed one gets a new requestId', () => {
    const store = createStore()
    store.set(startApplyAtom, [QUICK])
    const first = store.get(applyDraftAtom)!.requestId
    store.set(markConfirmedAtom, ['A1'])
    store.set(startApplyAtom, [PRIME])
    expect(store.get(applyDraftAtom)!.requestId).not.toBe(first)
    expect(store.get(applyDraftAtom)!.applyIds).toEqual([])
  })

  it('is forgotten on logout', () => {
    const store = createStore()
    store.set(startApplyAtom, [QUICK])
    store.set(clearSessionAtom)
    expect(store.get(applyDraftAtom)).toBeNull()
    expect(Taro.getStorageSync('applyInfo')).toBeFalsy()
  })

  it('reads a stored value of the wrong shape as no application', () => {
    expect(readApplyDraft({ items: [], requestId: 'apply-abcdefgh' })).toBeNull()
    expect(readApplyDraft({ items: [QUICK], requestId: 'bad id!' })).toBeNull()
    expect(
      readApplyDraft({ items: [{ productCode: 'QUICK', loanAmount: '20000' }], requestId: 'apply-abcdefgh' }),
    ).toBeNull()
    expect(readApplyDraft('nonsense')).toBeNull()
    expect(readApplyDraft({ items: [QUICK], requestId: 'apply-abcdefgh', purpose: 'gambling' })?.purpose).toBeNull()
  })

  it('request ids follow the contract: 8–64 of [A-Za-z0-9_-], different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newRequestId()))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  })
})
