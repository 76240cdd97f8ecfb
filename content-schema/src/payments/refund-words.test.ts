import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/index.ts'
import { paidWithOf, refundWords } from './refund-words.ts'

const inEnglish = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
  translate('en', key, params)
const inFrench = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
  translate('fr', key, params)

describe('refundWords', () => {
  it('should name the card by its last four digits and the banks’ delay', () => {
    expect(refundWords({ method: 'card', card_last4: '4242' }, inEnglish)).toEqual({
      to: 'your card ending 4242',
      delay: 'Banks take 5 to 10 days to show it.',
    })
  })

  it('should name a mobile-money wallet by its network’s brand and masked phone, in French', () => {
    const words = refundWords({ method: 'mobile_money', network: 'MTN', phone: '024•••••01' }, inFrench)
    expect(words).toEqual({
      to: 'MTN MoMo 024•••••01',
      delay: 'Les portefeuilles mobile money l’affichent en général sous quelques jours.',
    })
  })

  it('should fall back to the method alone when its details were not kept', () => {
    expect([
      refundWords({ method: 'card', card_last4: null }, inEnglish).to,
      refundWords({ method: 'mobile_money', network: 'UNKNOWN', phone: '024•••••01' }, inEnglish).to,
    ]).toEqual(['the card you paid with', 'the mobile-money account you paid with'])
  })
})

describe('paidWithOf', () => {
  it('should read a mobile-money booking’s network and phone, and a card booking’s last digits', () => {
    expect([
      paidWithOf({ paymentMethod: 'mobile_money', chargeNetwork: 'MTN', chargePhone: '024•••••01' }),
      paidWithOf({ paymentMethod: 'card', cardLast4: '4242' }),
      paidWithOf({}),
    ]).toEqual([
      { method: 'mobile_money', network: 'MTN', phone: '024•••••01' },
      { method: 'card', card_last4: '4242' },
      { method: 'card', card_last4: null },
    ])
  })
})
