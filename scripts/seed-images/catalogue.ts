import { HOTEL_SCENES } from './hotel-scenes.ts'
import {
  boat,
  dome,
  HEIGHT,
  hills,
  houses,
  musicians,
  palm,
  pattern,
  type Scene,
  skyline,
  tower,
  WIDTH,
  water,
} from './scenes.ts'

/** Every seed image, by file name (without extension). */
export const SCENES: Record<string, Scene> = {
  'guide-abidjan': {
    sky: ['#ffb36b', '#f07a5a'],
    sun: { x: 880, y: 230, r: 80, colour: '#ffe3a3' },
    layers: [
      skyline({
        colour: '#3b2742',
        base: 470,
        from: 80,
        to: 1120,
        maxHeight: 300,
        seed: 3,
        windows: '#ffcf8a',
      }),
      water('#2f4f6f', 470, '#ffd9a0'),
    ],
  },
  'guide-boston': {
    sky: ['#a9d2f0', '#e8f1f8'],
    sun: { x: 220, y: 150, r: 60, colour: '#fff5cf' },
    layers: [
      skyline({ colour: '#6b7f99', base: 460, from: 520, to: 1200, maxHeight: 260, seed: 11 }),
      houses(40, 460, ['#9c4a3a', '#a85a44', '#8e3f33'], '#4a2a25'),
      water('#2d5d83', 460, '#d8ecf8'),
      boat(700, 560, '#f4f4f4'),
    ],
  },
  'guide-new-york': {
    sky: ['#1d2a5b', '#7b5ea7'],
    sun: { x: 1040, y: 120, r: 46, colour: '#f2f0e6' },
    layers: [
      skyline({
        colour: '#141a33',
        base: 520,
        from: 0,
        to: 1200,
        maxHeight: 380,
        seed: 7,
        windows: '#ffe08a',
      }),
      water('#10152b', 520, '#b9a6e6'),
    ],
  },
  'guide-accra': {
    sky: ['#5cc3e8', '#c9f0f5'],
    sun: { x: 980, y: 140, r: 70, colour: '#fff1a8' },
    layers: [
      water('#1f8fb0', 380, '#ffffff'),
      `<rect y="520" width="${WIDTH}" height="${HEIGHT - 520}" fill="#f1d49a"/>`,
      palm(140, 600, '#1f5e3a'),
      palm(330, 620, '#267047'),
      boat(620, 430, '#d9412b'),
    ],
  },
  'guide-san-jose-costa-rica': {
    sky: ['#9bd3c7', '#eef6e7'],
    layers: [
      `<path d="M300 420 L600 130 L640 150 L700 120 L980 420Z" fill="#6d6a75"/>`,
      `<path d="M600 130 q20 -60 60 -80 q-10 40 20 60Z" fill="#e9e9ef" opacity="0.8"/>`,
      hills('#3e8d55', 430, 120, 5),
      hills('#2a6b3f', 540, 90, 9),
      hills('#1c4d2c', 620, 60, 13),
    ],
  },
  'guide-paris-france': {
    sky: ['#f4c6c2', '#fbe9d7'],
    sun: { x: 300, y: 200, r: 70, colour: '#fff6e0' },
    layers: [
      skyline({ colour: '#c8a99a', base: 560, from: 0, to: 1200, maxHeight: 90, seed: 2 }),
      tower(760, 560, '#5a4a5e'),
      `<rect y="560" width="${WIDTH}" height="${HEIGHT - 560}" fill="#7f9bb3"/>`,
    ],
  },
  'post-cote-divoire-hero': {
    sky: ['#ffa94d', '#ffd8a8'],
    sun: { x: 600, y: 330, r: 120, colour: '#fff0c2' },
    layers: [
      water('#2a7a8c', 420, '#ffe2b0'),
      palm(120, 675, '#21452e'),
      palm(1020, 675, '#21452e'),
      boat(480, 500, '#3b2b2b'),
    ],
  },
  'post-cote-divoire-card': {
    sky: ['#f08c2e', '#ffffff'],
    layers: [
      `<rect width="400" height="${HEIGHT}" fill="#f08c2e"/>`,
      `<rect x="400" width="400" height="${HEIGHT}" fill="#fbfbf7"/>`,
      `<rect x="800" width="400" height="${HEIGHT}" fill="#1f9a55"/>`,
      `<circle cx="600" cy="338" r="150" fill="#1a2433" opacity="0.12"/>`,
    ],
  },
  'post-ci-01-plateau': {
    sky: ['#ffbe76', '#ff8c6b'],
    sun: { x: 300, y: 200, r: 70, colour: '#ffe9b8' },
    layers: [
      skyline({
        colour: '#2f2340',
        base: 480,
        from: 300,
        to: 1100,
        maxHeight: 320,
        seed: 19,
        windows: '#ffc77a',
      }),
      water('#365e7d', 480, '#ffd39c'),
    ],
  },
  'post-ci-02-grand-bassam': {
    sky: ['#8fd3f4', '#e0f4fb'],
    layers: [
      houses(120, 470, ['#f2c14e', '#e58f65', '#f7e1b5', '#d96c4f', '#f2c14e', '#e9a86f'], '#7a3b2e'),
      `<rect y="470" width="${WIDTH}" height="80" fill="#f1d9a7"/>`,
      water('#2b8cb3', 550, '#ffffff'),
    ],
  },
  'post-ci-03-basilica': {
    sky: ['#a7c7e7', '#f5efe0'],
    layers: [
      hills('#9bbf6a', 520, 40, 4),
      dome(600, 520, '#e8e2d4', 1.6),
      `<rect y="520" width="${WIDTH}" height="155" fill="#b8c98b"/>`,
    ],
  },
  'post-ci-04-assinie': {
    sky: ['#ff9a76', '#ffe3c2'],
    sun: { x: 860, y: 380, r: 90, colour: '#fff3d6' },
    layers: [
      water('#3f8fa8', 430, '#ffe8c9'),
      `<rect y="560" width="${WIDTH}" height="115" fill="#f3d7a3"/>`,
      palm(180, 640, '#2d3b2a'),
    ],
  },
  'post-ci-05-banco': {
    sky: ['#cfe8c1', '#86b878'],
    layers: [hills('#4c8c4a', 300, 160, 21), hills('#2f6b35', 450, 140, 23), hills('#1d4a24', 600, 120, 27)],
  },
  'post-ci-06-tai': {
    sky: ['#b6d7a8', '#4e7d4b'],
    layers: [hills('#2f6b35', 260, 200, 31), hills('#205029', 420, 180, 33), hills('#143a1c', 580, 160, 37)],
  },
  'post-ci-07-man': {
    sky: ['#bde0fe', '#eaf4ff'],
    layers: [
      `<path d="M380 460 L560 160 L610 140 L660 170 L820 460Z" fill="#5f7161"/>`,
      hills('#6aa36b', 470, 90, 41),
      `<rect x="880" y="260" width="26" height="300" fill="#d8f0ff" opacity="0.85"/>`,
      hills('#3f7a45', 600, 70, 43),
    ],
  },
  'post-ci-08-sassandra': {
    sky: ['#ffd6a5', '#fff1dc'],
    sun: { x: 200, y: 230, r: 60, colour: '#fff8e5' },
    layers: [
      water('#3a7ca5', 400, '#ffffff'),
      boat(320, 470, '#c0392b'),
      boat(640, 520, '#2e86de'),
      boat(900, 450, '#f1c40f'),
    ],
  },
  'post-ci-09-korhogo': {
    sky: ['#f6e7cf', '#f6e7cf'],
    layers: [pattern(['#7a4b2a', '#c77d3a', '#3b2a1e', '#a0522d'])],
  },
  'post-ci-10-maquis': {
    sky: ['#2b1b3d', '#6a2c70'],
    layers: [
      `<circle cx="200" cy="110" r="14" fill="#ffd166"/><circle cx="420" cy="80" r="14" fill="#ef476f"/><circle cx="640" cy="110" r="14" fill="#06d6a0"/><circle cx="860" cy="80" r="14" fill="#ffd166"/><circle cx="1060" cy="110" r="14" fill="#ef476f"/>`,
      musicians(620, '#140d1f'),
      `<rect y="620" width="${WIDTH}" height="55" fill="#140d1f"/>`,
    ],
  },
  ...HOTEL_SCENES,
}
