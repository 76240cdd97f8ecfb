import { describe, expect, it } from 'vitest'
import { paragraphsMail } from './paragraphsMail'

describe('paragraphsMail', () => {
  it('should separate the text paragraphs with a blank line', () => {
    expect(paragraphsMail('a@b.test', 'Hi', ['One', 'Two']).text).toBe('One\n\nTwo')
  })

  it('should escape what a traveller typed in the HTML paragraphs', () => {
    expect(paragraphsMail('a@b.test', 'Hi', [`<b>"Awa" & O'Neil</b>`]).html).toBe(
      '<p>&#60;b&#62;&#34;Awa&#34; &#38; O&#39;Neil&#60;/b&#62;</p>',
    )
  })
})
