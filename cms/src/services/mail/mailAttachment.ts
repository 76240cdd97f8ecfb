/** A file the mail carries (the calendar of a confirmation). */
export type MailAttachment = { filename: string; content: string; contentType: string }
