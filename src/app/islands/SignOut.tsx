import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { userAtom } from '../state'
import { toast } from '../toasts/toast'

export interface SignOutProps {
  /** Form token and locale, sent along as the no-JavaScript form does. */
  hidden: Record<string, string>
  label: string
  signedOut: string
  signInLabel: string
  signInHref: string
  failed: string
}

/** Signs out through the worker (which clears the cookie); every island on the page follows the atom. */
export default function SignOut(props: SignOutProps) {
  const setUser = useSetAtom(userAtom)
  const [done, setDone] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const response = await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(props.hidden),
    }).catch(() => undefined)
    if (!response?.ok) {
      toast.error(props.failed)
      return
    }
    setUser(null)
    setDone(true)
    toast.success(props.signedOut)
  }

  if (done) {
    return (
      <p className="sign-out" role="status">
        {props.signedOut} <a href={props.signInHref}>{props.signInLabel}</a>
      </p>
    )
  }
  return (
    <form className="sign-out" method="post" action="/api/auth/logout" onSubmit={submit}>
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button-secondary">
        {props.label}
      </button>
    </form>
  )
}
