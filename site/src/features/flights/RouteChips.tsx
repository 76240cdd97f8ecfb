type Route = { origin: string; destination: string }

type Props<R extends Route> = {
  /** The heading's id, also the section's class (flights-popular, flights-recent). */
  id: string
  title: string
  routes: readonly R[]
  label: (route: R) => string
  onChoose: (route: R) => void
}

/** A titled row of route buttons: the popular routes, or this device's recent searches. */
export function RouteChips<R extends Route>({ id, title, routes, label, onChoose }: Props<R>) {
  return (
    <section aria-labelledby={id} className={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {routes.map((route) => (
          <li key={`${route.origin}-${route.destination}`}>
            <button type="button" className="flights-chip" onClick={() => onChoose(route)}>
              {label(route)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
