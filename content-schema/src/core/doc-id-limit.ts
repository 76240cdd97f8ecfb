/** Document ids are Postgres `integer`s (serial): larger ones name nothing. zod-free, for answers and requests. */
export const MAX_DOC_ID = 2_147_483_647
