/** The seeded hotels' photos (drawn by scripts/seed-images/hotel-scenes.ts), with alt text in both languages. */
export const HOTEL_FACADES = [
  {
    name: 'hotel-beach-resort',
    alt: {
      en: 'A white hotel by a pool lined with sun loungers and palm trees',
      fr: 'Un hôtel blanc au bord d’une piscine bordée de transats et de palmiers',
    },
  },
  {
    name: 'hotel-city-tower',
    alt: {
      en: 'A city hotel tower with lit windows at sunset',
      fr: 'Une tour d’hôtel en ville aux fenêtres éclairées au coucher du soleil',
    },
  },
  {
    name: 'hotel-lagoon-lodge',
    alt: {
      en: 'A low terracotta lodge on the shore of a lagoon',
      fr: 'Un lodge bas couleur terre cuite au bord d’une lagune',
    },
  },
] as const

export const ROOM_PHOTOS = [
  {
    name: 'room-king',
    alt: {
      en: 'A bedroom with a large double bed and a window',
      fr: 'Une chambre avec un grand lit double et une fenêtre',
    },
  },
  {
    name: 'room-twin',
    alt: {
      en: 'A bedroom with two single beds and a window',
      fr: 'Une chambre avec deux lits simples et une fenêtre',
    },
  },
] as const
