import { PageTitle } from '../components/content'
import { useRenderContext } from '../render-context'
import { definePage } from './types'

/** Sign-in, registration and settings screens; their forms arrive with the accounts issue. */
export const authPage = definePage<undefined>({
  Page() {
    const { t, route } = useRenderContext()
    return <PageTitle title={t(`routes.${route?.name}`)} lead={t(`auth.lead.${route?.name}`)} />
  },
})

export const accountPage = definePage<undefined>({
  Page() {
    const { t, route, user } = useRenderContext()
    return <PageTitle title={t(`routes.${route?.name}`)} lead={user?.username} />
  },
})
