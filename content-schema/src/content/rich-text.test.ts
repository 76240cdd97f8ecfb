import { describe, expect, it } from 'vitest'
import { blocksOf, faqItems, hasContent, plainText } from './rich-text.ts'
import { block, heading, list, paragraph, richText, text } from './rich-text-builders.ts'

const faq = block({
  blockType: 'faq',
  items: [
    { question: 'Do I need a visa for Ghana?', answer: 'Yes: apply before you fly.' },
    { question: '', answer: 'An empty question is left out.' },
  ],
})

describe('faqItems', () => {
  it('gathers the questions of every FAQ block, nested or not, in reading order', () => {
    const body = richText(
      paragraph('Intro'),
      faq,
      list('bullet', [['one']]),
      block({ blockType: 'faq', items: [{ question: 'And Senegal?', answer: 'No visa for 90 days.' }] }),
    )
    expect(faqItems(body)).toEqual([
      { question: 'Do I need a visa for Ghana?', answer: 'Yes: apply before you fly.' },
      { question: 'And Senegal?', answer: 'No visa for 90 days.' },
    ])
  })

  it('gives nothing for a body without FAQ or no body at all', () => {
    expect(faqItems(richText(paragraph('Only text')))).toEqual([])
    expect(faqItems(null)).toEqual([])
  })
})

describe('blocksOf', () => {
  it('finds the blocks of one type only', () => {
    const body = richText(faq, block({ blockType: 'tipBox', tone: 'tip', text: 'Carry cash' }))
    expect(blocksOf(body, 'tipBox').map((fields) => fields.text)).toEqual(['Carry cash'])
  })
})

describe('hasContent', () => {
  it('sees an editor’s empty paragraph as no content', () => {
    expect(hasContent(richText(paragraph()))).toBe(false)
    expect(hasContent(undefined)).toBe(false)
    expect(hasContent(richText(heading('h2', 'Packing')))).toBe(true)
  })
})

describe('plainText', () => {
  it('joins the words of a node and its children', () => {
    expect(plainText(paragraph('Dry ', text('Harmattan', 1), ' wind'))).toBe('Dry Harmattan wind')
  })
})
