import { CHAT_THEME_COLOURS, TEAM_COUNTRIES } from './constants.ts'
import type { TSupportTeamData } from './support-team.ts'

/** The three regional support teams the live chat routes visitors to (seed and offline fallback); they share the one schedule of support hours. */
export const SUPPORT_TEAMS: readonly TSupportTeamData[] = [
  {
    code: 'US',
    displayName: { en: 'US Team', fr: 'Équipe États-Unis' },
    countries: [...TEAM_COUNTRIES.US],
    messages: {
      online: {
        en: 'Hello! Our US team is online and happy to help you plan your trip.',
        fr: 'Bonjour\u202f! Notre équipe États-Unis est en ligne et ravie de vous aider à préparer votre voyage.',
      },
      offline: {
        en: "Our US team is offline right now. Leave us a message and we'll reply as soon as we're back.",
        fr: 'Notre équipe États-Unis est actuellement hors ligne. Laissez-nous un message, nous vous répondrons dès notre retour.',
      },
    },
    themeColour: CHAT_THEME_COLOURS.US,
  },
  {
    code: 'CI',
    displayName: { en: "Côte d'Ivoire Team", fr: 'Équipe Côte d’Ivoire' },
    countries: [...TEAM_COUNTRIES.CI],
    messages: {
      online: {
        en: "Hello! Our Côte d'Ivoire team is online and happy to help you plan your trip.",
        fr: 'Bonjour\u202f! Notre équipe de Côte d’Ivoire est en ligne et ravie de vous aider à préparer votre voyage.',
      },
      offline: {
        en: "Our Côte d'Ivoire team is offline right now. Leave us a message and we'll reply as soon as we're back.",
        fr: 'Notre équipe de Côte d’Ivoire est actuellement hors ligne. Laissez-nous un message, nous vous répondrons dès notre retour.',
      },
    },
    themeColour: CHAT_THEME_COLOURS.CI,
  },
  {
    code: 'INTERNATIONAL',
    displayName: { en: 'International Team', fr: 'Équipe internationale' },
    countries: [...TEAM_COUNTRIES.INTERNATIONAL],
    messages: {
      online: {
        en: 'Hello! Our international team is online and happy to help you, wherever you are.',
        fr: 'Bonjour\u202f! Notre équipe internationale est en ligne et ravie de vous aider, où que vous soyez.',
      },
      offline: {
        en: "Our international team is offline right now. Leave us a message and we'll reply as soon as we're back.",
        fr: 'Notre équipe internationale est actuellement hors ligne. Laissez-nous un message, nous vous répondrons dès notre retour.',
      },
    },
    themeColour: CHAT_THEME_COLOURS.INTERNATIONAL,
  },
]
