import * as migration_20261122_070955_initial from './20261122_070955_initial';

export const migrations = [
  {
    up: migration_20261122_070955_initial.up,
    down: migration_20261122_070955_initial.down,
    name: '20261122_070955_initial'
  },
];
