/** The journeys of an itinerary in order: each multi-city leg, else outbound then the return if any. */
export const journeysOf = <Segment>(itinerary: {
  segments: Segment[]
  return_segments: Segment[]
  legs?: Segment[][]
}): Segment[][] =>
  itinerary.legs?.length
    ? itinerary.legs
    : [itinerary.segments, itinerary.return_segments].filter((journey) => journey.length > 0)
