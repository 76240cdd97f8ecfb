type Props = { title: string; message: string; backLabel: string; backHref: string }

/** A console page whose data could not be read: says so, with the way back to the console. */
export function LoadFailed({ title, message, backLabel, backHref }: Props) {
  return (
    <section role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      <a className="button" href={backHref}>
        {backLabel}
      </a>
    </section>
  )
}
