/**
 * The installed app's colours: the design tokens' brand and page background (styles/tokens.css), which a
 * manifest and a meta tag must name as literal values. appColours.test.ts keeps them equal to the tokens.
 */
export const APP_COLOURS = { theme: '#0b5d6b', background: '#f7f8fa' } as const
