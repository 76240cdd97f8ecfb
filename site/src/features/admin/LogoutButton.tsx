import { API } from '@nexovia/content-schema/api/endpoints'
import { callEndpoint } from '../../lib/api/callEndpoint'

type Props = { label: string; loginPath: string }

/** Ends the staff session in the cms (it clears the HTTP-only cookie), then opens the sign-in. */
export default function LogoutButton({ label, loginPath }: Props) {
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={async () => {
        await callEndpoint(API.staffLogout)
        window.location.assign(loginPath)
      }}
    >
      {label}
    </button>
  )
}
