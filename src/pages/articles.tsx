import { CardGrid, Empty, Markdown, PageTitle, Pagination, Picture } from '../app/components/content'
import { Link } from '../app/components/Link'
import { shareImage } from '../app/components/seo'
import { useRenderContext } from '../app/render-context'
import type { Article, ArticleSummary, Paginated } from '../lib/domain'
import { formatDateTime } from '../lib/format'
import { DEFAULT_LOCALE } from '../lib/locale'
import { definePage } from '../server/page'
import { found, pageNumber, queryValue } from './params'
import { articleLd } from './structured-data'

const TAG = /^[\p{L}\p{N} -]{1,40}$/u

export const articlesPage = definePage<{ articles: Paginated<ArticleSummary>; tag?: string }>({
  query: ['tag', 'page'],
  async load({ content, locale, query }) {
    const tag = queryValue(query, 'tag', TAG)
    return { articles: await content.articles(locale, { page: pageNumber(query), tag }), tag }
  },
  Page({ data: { articles, tag } }) {
    const { t, locale } = useRenderContext()
    return (
      <>
        <PageTitle title={t('routes.articles')} lead={tag ? t('articles.tagged', { tag }) : undefined} />
        {articles.items.length === 0 && <Empty>{t('articles.none')}</Empty>}
        <CardGrid>
          {articles.items.map((article) => (
            <li key={article.slug} className="card">
              <Picture media={article.cover} sizes="(min-width: 860px) 33vw, 100vw" />
              <h2>
                <Link to="article" params={{ slug: article.slug }}>
                  {article.title}
                </Link>
              </h2>
              {article.publishedOn && (
                <p className="meta">
                  <time dateTime={article.publishedOn}>
                    {formatDateTime(article.publishedOn, locale, 'UTC', 'date')}
                  </time>
                </p>
              )}
              <p>{article.excerpt}</p>
              <p className="tags">
                {article.tags.map((name) => (
                  <Link key={name} to="articles" query={{ tag: name }} className="tag">
                    {name}
                  </Link>
                ))}
              </p>
            </li>
          ))}
        </CardGrid>
        <Pagination page={articles} extra={tag ? { tag } : {}} />
      </>
    )
  },
})

export const articlePage = definePage<Article>({
  load: async ({ content, locale, params, path }) =>
    found(await content.articleBySlug(locale, params.slug ?? ''), path),
  title: (article) => article.seo?.title ?? article.title,
  description: (article) => article.seo?.description ?? article.excerpt,
  image: (article) => shareImage(article.cover),
  jsonLd: (article, { url, siteName }) => articleLd(article, url, siteName),
  sitemap: async ({ content }) => (await content.slugs('articles', DEFAULT_LOCALE)).map((slug) => ({ slug })),
  Page({ data: article }) {
    const { locale } = useRenderContext()
    return (
      <article className="article">
        <PageTitle title={article.title} lead={article.excerpt}>
          <p className="meta">
            {article.author}
            {article.publishedOn && (
              <>
                {' · '}
                <time dateTime={article.publishedOn}>
                  {formatDateTime(article.publishedOn, locale, 'UTC', 'date')}
                </time>
              </>
            )}
          </p>
        </PageTitle>
        <Picture media={article.cover} sizes="(min-width: 860px) 860px, 100vw" eager />
        <Markdown source={article.body} />
      </article>
    )
  },
})
