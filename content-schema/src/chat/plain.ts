/** chat's zod-free face (browser code reaches it through core.ts): it imports only other folders' plain.ts. */
export * from './constants.ts'
export * from './support-team-view.ts'
export * from './support-teams.ts'
export * from './team-routing.ts'
export * from './working-hours.ts'
