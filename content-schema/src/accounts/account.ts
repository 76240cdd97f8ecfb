// The account's small answers (zod/mini), where they were; its bookings are payments' (payments/account-bookings.ts).
export * from './account-answers.ts'
