type Props = {
  label: string
  /** Whose row it is (an email, a name): added to the label for screen readers, where every row has the same button. */
  rowName: string
  className?: string
  onClick: () => void
}

/** A button of one console table row, named with its row ("Delete ana@example.com"). */
export function RowButton({ label, rowName, className = 'button', onClick }: Props) {
  return (
    <button type="button" className={className} aria-label={`${label} ${rowName}`} onClick={onClick}>
      {label}
    </button>
  )
}
