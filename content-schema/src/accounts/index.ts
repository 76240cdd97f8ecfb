/** accounts' face: what the folder offers the other folders and the package; other folders import nothing else of it. */

export * from './account.ts'
export * from './admin.ts'
export * from './auth.ts'
export * from './console-list-query.ts'
export * from './password-rule.ts'
export * from './plain.ts'
export * from './reset-code.ts'
export * from './user.ts'
