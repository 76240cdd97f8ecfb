import * as migration_20261122_070955_initial from './20261122_070955_initial';
import * as migration_20261123_090003_concierge_status_audit from './20261123_090003_concierge_status_audit';
import * as migration_20261123_092248_admin_search_indexes from './20261123_092248_admin_search_indexes';
import * as migration_20261123_091137_engine_offers_hotel_rates from './20261123_091137_engine_offers_hotel_rates';

export const migrations = [
  {
    up: migration_20261122_070955_initial.up,
    down: migration_20261122_070955_initial.down,
    name: '20261122_070955_initial',
  },
  {
    up: migration_20261123_090003_concierge_status_audit.up,
    down: migration_20261123_090003_concierge_status_audit.down,
    name: '20261123_090003_concierge_status_audit',
  },
  {
    up: migration_20261123_092248_admin_search_indexes.up,
    down: migration_20261123_092248_admin_search_indexes.down,
    name: '20261123_092248_admin_search_indexes',
  },
  {
    up: migration_20261123_091137_engine_offers_hotel_rates.up,
    down: migration_20261123_091137_engine_offers_hotel_rates.down,
    name: '20261123_091137_engine_offers_hotel_rates'
  },
];
