import type { ReactNode, SyntheticEvent } from 'react'

type Props = {
  /** The id of the title, the dialog's accessible name (unique on the page). */
  titleId: string
  title: ReactNode
  /** A class beside admin-modal__body. */
  className?: string
  /** Given, the dialog is a form that submits through it. */
  onSubmit?: (event: SyntheticEvent<HTMLFormElement>) => void
  noValidate?: boolean
  /** The buttons before the close button in the row at the bottom (a save, a next step). */
  actions?: ReactNode
  close: { label: string; onClick: () => void }
  children: ReactNode
}

/** A console dialog over the page: its title, the children, then its actions and the close button. */
export function ConsoleDialog({
  titleId,
  title,
  className,
  onSubmit,
  noValidate,
  actions,
  close,
  children,
}: Props) {
  const body = {
    className: className ? `admin-modal__body ${className}` : 'admin-modal__body',
    role: 'dialog',
    'aria-modal': true,
    'aria-labelledby': titleId,
  }
  const content = (
    <>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="admin-filters">
        {actions}
        <button type="button" className="button button--secondary" onClick={close.onClick}>
          {close.label}
        </button>
      </div>
    </>
  )
  return (
    <div className="admin-modal">
      {onSubmit ? (
        <form {...body} onSubmit={onSubmit} noValidate={noValidate}>
          {content}
        </form>
      ) : (
        <div {...body}>{content}</div>
      )}
    </div>
  )
}
