import { render, screen, within } from '@testing-library/react'
import StepIndicator from '@/components/step-indicator'

const LABELS = ['個人資料', '聯絡人', '身分證', '銀行卡', '人臉識別', '放款']

function items() {
  return screen.getAllByRole('listitem')
}

describe('StepIndicator', () => {
  it('shows the five verification steps and then 放款, in order', () => {
    render(<StepIndicator current={1} />)
    expect(screen.getByRole('list', { name: '認證進度' })).toBeTruthy()
    expect(items().map((item) => item.querySelector('.step-indicator__label')?.textContent)).toEqual(LABELS)
  })

  it('marks the current step with aria-current="step" and only that one', () => {
    render(<StepIndicator current={3} />)
    const current = items().filter((item) => item.getAttribute('aria-current') === 'step')
    expect(current).toHaveLength(1)
    expect(within(current[0]).getByText('身分證')).toBeTruthy()
    expect(within(current[0]).getByText('進行中')).toBeTruthy()
  })

  it('marks the steps before the current one as done, with a check mark, and the rest as not started', () => {
    render(<StepIndicator current={4} />)
    const [personal, contacts, idCard, bank, face, payout] = items()
    for (const done of [personal, contacts, idCard]) {
      expect(within(done).getByText('✓')).toBeTruthy()
      expect(within(done).getByText('已完成')).toBeTruthy()
    }
    expect(within(bank).getByText('4')).toBeTruthy()
    expect(within(bank).getByText('進行中')).toBeTruthy()
    expect(within(face).getByText('5')).toBeTruthy()
    expect(within(face).getByText('未開始')).toBeTruthy()
    expect(within(payout).getByText('未開始')).toBeTruthy()
    expect(within(payout).queryByText('✓')).toBeNull()
  })

  it('on the first step nothing is done yet', () => {
    render(<StepIndicator current={1} />)
    expect(screen.queryAllByText('已完成')).toHaveLength(0)
    expect(screen.queryAllByText('✓')).toHaveLength(0)
  })

  it('on the last step the first four are done and 人臉識別 is current', () => {
    render(<StepIndicator current={5} />)
    expect(screen.getAllByText('已完成')).toHaveLength(4)
    const current = items().find((item) => item.getAttribute('aria-current') === 'step')
    expect(current && within(current).getByText('人臉識別')).toBeTruthy()
  })
})
