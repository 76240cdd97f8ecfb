import type { GroupField } from 'payload'
import { coordinateFields } from './coordinates'

/** A resolved place: the address as the traveller chose it and its coordinates. */
export const addressGroup = (name: string): GroupField => ({
  name,
  type: 'group',
  fields: [{ name: 'address', type: 'text', required: true, maxLength: 300 }, ...coordinateFields],
})
