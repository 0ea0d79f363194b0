import type { ArticleSummary } from '../../lib/domain'
import { formatDateTime } from '../../lib/format'
import { useRenderContext } from '../render-context'
import { Card, type CardLevel } from './card'
import { Link } from './Link'

/** An article as a card: cover, date, title, excerpt, and its tags where the list filters by them. */
export function ArticleCard({
  article,
  level,
  eager = false,
  withTags = false,
}: {
  article: ArticleSummary
  level: CardLevel
  eager?: boolean
  withTags?: boolean
}) {
  const { t, locale } = useRenderContext()
  return (
    <Card
      media={article.cover}
      frame="landscape"
      sizes="(min-width: 75rem) 25rem, (min-width: 40rem) 50vw, 100vw"
      eager={eager}
      eyebrow={
        article.publishedOn && (
          <time dateTime={article.publishedOn}>
            {formatDateTime(article.publishedOn, locale, 'UTC', 'date')}
          </time>
        )
      }
      level={level}
      title={
        <Link to="article" params={{ slug: article.slug }} className="card-link">
          {article.title}
        </Link>
      }
    >
      {article.excerpt && <p className="card-excerpt">{article.excerpt}</p>}
      {withTags && article.tags.length > 0 && (
        <ul className="chips chips-small" aria-label={t('articles.tags')}>
          {article.tags.map((name) => (
            <li key={name}>
              <Link to="articles" query={{ tag: name }} className="chip">
                {name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
