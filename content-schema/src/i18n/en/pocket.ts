/** English UI strings: the installed site, its offline page and the trips kept on the device (issue 44). */
export const pocket = {
  'pocket.appDescription':
    'Your Nexovia trips, flights, hotels and airport pick-ups, even without a network.',
  'pocket.offline.title': 'You are offline',
  'pocket.offline.text':
    'This page needs a network connection. The bookings you opened on this device are still here.',
  'pocket.offline.trips': 'See my trips on this device',
  'pocket.trips.title': 'My trips on this device',
  'pocket.trips.intro':
    'The bookings you opened on this device are kept here, so they open without a network: at the airport, on arrival, anywhere.',
  'pocket.trips.offline': 'You are offline: these are the trips kept on this device.',
  'pocket.trips.empty': 'No trip is kept on this device. Open a booking once with a network to keep it here.',
  'pocket.trips.asOf': 'As of {time}',
  'pocket.trips.kept': 'Kept on this device for when you have no network.',
  'pocket.trips.forget': 'Forget this device',
  'pocket.trips.forgotten': 'Nothing is kept on this device any more.',
} as const
