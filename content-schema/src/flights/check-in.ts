/**
 * Each airline's online check-in page, by IATA code, for the carriers the engine sells (each to be
 * checked against the airline's site; an airline missing here gets no link). The traveller checks
 * in with the airline's booking reference (PNR) and their surname.
 */
export const CHECK_IN_URLS: Readonly<Record<string, string>> = {
  AA: 'https://www.aa.com/reservation/flightCheckInViewReservationsAccess.do',
  AC: 'https://www.aircanada.com/checkin',
  AF: 'https://wwws.airfrance.us/check-in',
  AT: 'https://www.royalairmaroc.com/us-en/check-in',
  B6: 'https://www.jetblue.com/check-in',
  BA: 'https://www.britishairways.com/travel/olcilandingpageauthreq/public/en_us',
  DL: 'https://www.delta.com/us/en/check-in/overview',
  ET: 'https://www.ethiopianairlines.com/us/book/manage/check-in',
  HF: 'https://www.aircotedivoire.com/en/check-in',
  IB: 'https://www.iberia.com/us/online-checkin/',
  KL: 'https://www.klm.us/check-in',
  LH: 'https://www.lufthansa.com/us/en/online-check-in',
  P4: 'https://www.flyairpeace.com/check-in',
  SN: 'https://www.brusselsairlines.com/us/en/check-in',
  TK: 'https://www.turkishairlines.com/en-us/flights/manage-booking/online-check-in/',
  TP: 'https://www.flytap.com/en-us/check-in',
  UA: 'https://www.united.com/en/us/checkin',
  VS: 'https://www.virginatlantic.com/check-in',
}

/** The airline's online check-in page, or null when none is known. */
export const checkInUrlOf = (carrier: string): string | null => CHECK_IN_URLS[carrier] ?? null
