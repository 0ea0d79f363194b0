import { defineIsland } from '../island'

/**
 * The error screen's way out. Without JavaScript it is a plain link to `/`; hydrated, it logs that the
 * visitor cleared the error before leaving, as the spec asks.
 */
function BackHome({ label }: { label: string }) {
  return (
    <a
      href="/"
      className="button"
      onClick={(event) => {
        event.preventDefault()
        console.info('[error] cleared by the visitor, going back to /')
        window.location.assign('/')
      }}
    >
      {label}
    </a>
  )
}

export default defineIsland('BackHome', BackHome)
