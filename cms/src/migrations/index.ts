import * as migration_20261122_070955_initial from './20261122_070955_initial';
import * as migration_20261123_092228_per_client_sign_in_limits from './20261123_092228_per_client_sign_in_limits';

export const migrations = [
  {
    up: migration_20261122_070955_initial.up,
    down: migration_20261122_070955_initial.down,
    name: '20261122_070955_initial',
  },
  {
    up: migration_20261123_092228_per_client_sign_in_limits.up,
    down: migration_20261123_092228_per_client_sign_in_limits.down,
    name: '20261123_092228_per_client_sign_in_limits'
  },
];
