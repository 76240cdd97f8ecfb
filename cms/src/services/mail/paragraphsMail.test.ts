import { describe, expect, it } from 'vitest'
import type { MailBlock } from './mailParts'
import { paragraphsMail } from './paragraphsMail'
import { renderMail } from './renderMail'

const card: MailBlock = {
  kind: 'card',
  title: 'Your stay',
  rows: [{ label: 'Hotel', value: 'Ivoire' }],
  text: ['Hotel: Ivoire'],
}

describe('paragraphsMail', () => {
  it('should separate the text paragraphs with a blank line', () => {
    expect(paragraphsMail('a@b.test', 'Hi', ['One', 'Two']).text).toBe('One\n\nTwo')
  })

  it('should write a block as its own text lines in the text part', () => {
    expect(paragraphsMail('a@b.test', 'Hi', ['One', card]).text).toBe('One\n\nHotel: Ivoire')
  })

  it('should escape what a traveller typed in the HTML paragraphs', async () => {
    const { html } = await renderMail(paragraphsMail('a@b.test', 'Hi', [`<b>"Awa" & O'Neil</b>`]))
    expect([String(html).includes('<b>"Awa"'), String(html).includes('&lt;b&gt;')]).toEqual([false, true])
  })

  it('should draw the layout in the reader language with the footer contact', async () => {
    const { html } = await renderMail(paragraphsMail('a@b.test', 'Salut', ['Bonjour'], { locale: 'fr' }), {
      email: 'aide@nexovia.test',
      phone: '+225 0',
      address: 'Plateau, Abidjan',
    })
    expect([
      String(html).includes('lang="fr-FR"'),
      String(html).includes('Écrivez à aide@nexovia.test'),
      String(html).includes('Plateau, Abidjan'),
    ]).toEqual([true, true, true])
  })

  it('should draw a card with its title and rows', async () => {
    const { html } = await renderMail(paragraphsMail('a@b.test', 'Hi', [card]))
    expect(['Your stay', 'Hotel', 'Ivoire'].every((word) => String(html).includes(word))).toBe(true)
  })

  it('should draw each flight of a flights block with its departure and arrival', async () => {
    const flights: MailBlock = {
      kind: 'flights',
      journeys: [
        {
          title: 'Aller',
          legs: [
            {
              flight: 'DL 111',
              from: 'New York (JFK)',
              to: 'Accra (ACC)',
              departs: 'mardi 15',
              arrives: 'mercredi 16',
            },
          ],
        },
      ],
      text: [],
    }
    const { html } = await renderMail(paragraphsMail('a@b.test', 'Vols', [flights], { locale: 'fr' }))
    expect(
      [
        'Aller',
        'DL 111 · New York (JFK) → Accra (ACC)',
        'Départ',
        'mardi 15',
        'Arrivée',
        'mercredi 16',
      ].every((words) => String(html).includes(words)),
    ).toBe(true)
  })

  it('should link the web addresses of a paragraph', async () => {
    const { html } = await renderMail(
      paragraphsMail('a@b.test', 'Hi', ['See https://nexovia.test/manage-booking now']),
    )
    expect(String(html)).toContain('href="https://nexovia.test/manage-booking"')
  })

  it('should leave a message with its own HTML as it is', async () => {
    const message = { to: 'a@b.test', subject: 'Hi', html: '<p>Own</p>' }
    expect(await renderMail(message)).toBe(message)
  })
})
