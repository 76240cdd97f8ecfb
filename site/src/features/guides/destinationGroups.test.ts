import { DESTINATION_SLUGS } from '@nexovia/content-schema/core'
import { describe, expect, it } from 'vitest'
import { destinationGroups } from './destinationGroups'

describe('destinationGroups', () => {
  it('should group the published guides by region, West Africa first', () => {
    const groups = destinationGroups(['boston', 'dakar', 'paris-france', 'abidjan'], 'en')
    expect(groups.map((group) => [group.region, group.destinations.map((item) => item.slug)])).toEqual([
      ['west-africa', ['abidjan', 'dakar']],
      ['north-america', ['boston']],
      ['europe', ['paris-france']],
    ])
  })

  it('should leave out a guide that is not published and a region left empty', () => {
    expect(destinationGroups(['lome'], 'fr')).toEqual([
      {
        region: 'west-africa',
        destinations: [
          {
            slug: 'lome',
            name: 'Lomé',
            description:
              'La capitale balnéaire du Togo\u00a0: des plages bordées de palmiers, un grand marché et la douceur de l’océan.',
          },
        ],
      },
    ])
  })

  it('should list every guide once when all are published', () => {
    const slugs = destinationGroups(DESTINATION_SLUGS, 'en').flatMap((group) =>
      group.destinations.map((item) => item.slug),
    )
    expect(slugs.sort()).toEqual([...DESTINATION_SLUGS].sort())
  })
})
