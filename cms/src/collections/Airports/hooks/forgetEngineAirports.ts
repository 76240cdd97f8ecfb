import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { forgetCmsAirports } from '../../../services/flights/offline/offlineProvider'

/** The flight engine caches the airports; an editor's change must reach the next search. */
export const forgetEngineAirports: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc }) => {
  forgetCmsAirports()
  return doc
}
