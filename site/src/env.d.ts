type ContentSchema = typeof import('@nexovia/content-schema')

declare namespace App {
  interface Locals {
    locale: import('@nexovia/content-schema').Locale
    t: ReturnType<ContentSchema['createTranslator']>
  }
}
