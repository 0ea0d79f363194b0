import { isSubmissionForm } from '../../lib/forms'
import { Markdown, PageTitle } from '../components/content'
import { SubmissionSection } from '../forms/SubmissionSection'
import { useRenderContext } from '../render-context'
import { found } from './params'
import { definePage } from './types'

/** Pages whose text editors keep in the CMS, under the route's name as slug. */
export default definePage({
  load: async ({ content, locale, route, path }) => found(await content.pageBySlug(locale, route.name), path),
  title: (page) => page.seo?.title ?? page.title,
  description: (page) => page.seo?.description,
  Page({ data: page }) {
    const { t, route } = useRenderContext()
    return (
      <article>
        <PageTitle title={page.title || t(`routes.${route?.name}`)} />
        <Markdown source={page.body} />
        {isSubmissionForm(route?.name) && route && <SubmissionSection form={route.name} route={route} />}
      </article>
    )
  },
})
