declare namespace App {
  interface Locals {
    locale: import('@nexovia/content-schema').Locale
    t: import('@nexovia/content-schema').Translator
  }
}
