import type { CSSProperties } from 'react'

/** The site's colours (site/src/styles/tokens.css), inlined: mail clients drop style sheets. */
export const COLORS = {
  text: '#1a2433',
  muted: '#4a5565',
  border: '#d5dbe3',
  brand: '#0b5d6b',
  surface: '#ffffff',
}

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif'

export const paragraph: CSSProperties = {
  margin: '0 0 14px',
  fontSize: '16px',
  lineHeight: '24px',
  color: COLORS.text,
  overflowWrap: 'anywhere',
  // Lines a traveller typed keep their line breaks (trip details, notes).
  whiteSpace: 'pre-line',
}

export const card: CSSProperties = {
  border: `1px solid ${COLORS.border}`,
  borderRadius: '8px',
  padding: '12px 16px',
  margin: '0 0 16px',
}

export const cardTitle: CSSProperties = {
  margin: '0 0 8px',
  fontSize: '17px',
  lineHeight: '24px',
  fontWeight: 700,
  color: COLORS.brand,
}

export const label: CSSProperties = { margin: 0, fontSize: '13px', lineHeight: '18px', color: COLORS.muted }

export const value: CSSProperties = {
  margin: '0 0 8px',
  fontSize: '15px',
  lineHeight: '22px',
  color: COLORS.text,
  overflowWrap: 'anywhere',
}
