import { Markdown } from '../app/components/markdown'
import { PageTitle } from '../app/components/page-title'
import { SubmissionSection } from '../app/forms/SubmissionSection'
import { useRenderContext } from '../app/render-context'
import { routeLabel } from '../app/route-label'
import type { Page } from '../lib/domain'
import type { SubmissionFormId } from '../lib/forms/form-ids'
import { definePage, type PageContext } from '../server/page.server'
import { issueFormToken } from '../server/signing.server'
import { submissionAction } from './forms/submission.server'
import { found } from './params'

/** The CMS page whose slug is the route's name (docs/spec.md §2.4). */
const loadPage = async ({ content, locale, route, path }: PageContext) =>
  found(await content.pageBySlug(locale, route.name), path)

const text = {
  // The page's own name ("Contact"), not the CMS's SEO title, which carries the brand already
  // ("Contact | Solera"): the browser title adds the brand once (docs/spec.md §6.2).
  title: (page: Page) => page.title,
  description: (page: Page) => page.seo?.description,
}

function CmsText({ page }: { page: Page }) {
  const { t, route } = useRenderContext()
  return (
    <>
      <PageTitle title={page.title || (route ? routeLabel(route.name, t) : '')} />
      <Markdown source={page.body} />
    </>
  )
}

/** Pages whose text editors keep in the CMS (FAQ, about, legal pages, the venue-layout test page). */
export const cmsPage = definePage<Page>({
  load: loadPage,
  ...text,
  Page: ({ data }) => (
    <article>
      <CmsText page={data} />
    </article>
  ),
})

interface FormPageData {
  page: Page
  token: string
  form: SubmissionFormId
}

function CmsFormPage({ data }: { data: FormPageData }) {
  return (
    <article>
      <CmsText page={data.page} />
      <SubmissionSection form={data.form} token={data.token} />
    </article>
  )
}

/**
 * A CMS page with a contact-type form under its text (contact, demos, licensing, brand protection). Its
 * fill-time token is taken once, so the page is never cached (each visitor gets a token of their own).
 */
export const cmsFormPage = (form: SubmissionFormId) =>
  definePage<FormPageData>({
    load: async (ctx) => ({
      page: await loadPage(ctx),
      token: await issueFormToken(ctx.env, form, ctx.clock.now()),
      form,
    }),
    action: submissionAction(form),
    title: ({ page }) => text.title(page),
    description: ({ page }) => text.description(page),
    Page: CmsFormPage,
    async outage(ctx) {
      return (
        <>
          <PageTitle title={routeLabel(ctx.route.name, ctx.t)} />
          <SubmissionSection form={form} token={await issueFormToken(ctx.env, form, ctx.clock.now())} />
        </>
      )
    },
  })
