import type { ReactNode } from 'react'

/** The look every search field shares. */
export const SEARCH_FIELD = 'search-field'

/** The submit button that closes a search tab's last row. */
export const SearchButton = ({ label }: { label: string }) => (
  <button type="submit" className="search-submit">
    {label}
  </button>
)

/** The tab's error, announced when it appears (the element stays, so screen readers hear the change). */
export const SearchError = ({ message }: { message: string | null }) => (
  <p className="search-error" role="alert">
    {message}
  </p>
)

/** A single-row search form: its fields, then the submit button, then the error. */
export function SearchRowForm(props: {
  formProps: React.ComponentProps<'form'>
  submitLabel: string
  error?: string | null
  children: ReactNode
}) {
  return (
    <form {...props.formProps}>
      <div className="search-row">
        {props.children}
        <SearchButton label={props.submitLabel} />
      </div>
      {props.error !== undefined && <SearchError message={props.error} />}
    </form>
  )
}
