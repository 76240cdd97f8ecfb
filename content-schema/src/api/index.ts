/** api's face: what the folder offers the other folders and the package; other folders import nothing else of it. */
export * from './error.ts'
