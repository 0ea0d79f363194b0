import type { Paginated } from '../../lib/domain'
import { localePath } from '../../lib/locale'
import { withQuery } from '../paths'
import { useRenderContext } from '../render-context'

/** Previous / next links that keep the other query parameters. */
export function Pagination({
  page,
  extra = {},
}: {
  page: Paginated<unknown>
  extra?: Record<string, string>
}) {
  const { path, locale, t } = useRenderContext()
  if (page.pageCount <= 1) return null
  const href = (target: number) =>
    withQuery(localePath(path, locale), { ...extra, page: target > 1 ? String(target) : undefined })
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page.page > 1 && (
        <a href={href(page.page - 1)} rel="prev">
          {t('pagination.previous')}
        </a>
      )}
      <span>{t('pagination.status', { page: page.page, count: page.pageCount })}</span>
      {page.page < page.pageCount && (
        <a href={href(page.page + 1)} rel="next">
          {t('pagination.next')}
        </a>
      )}
    </nav>
  )
}
