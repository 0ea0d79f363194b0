import { ArticleCard } from '../app/components/article-card'
import { CardGrid } from '../app/components/card'
import { Empty } from '../app/components/empty'
import { Link } from '../app/components/Link'
import { Markdown } from '../app/components/markdown'
import { PageTitle } from '../app/components/page-title'
import { Pagination } from '../app/components/pagination'
import { Picture } from '../app/components/picture'
import { shareImage } from '../app/components/seo'
import { useRenderContext } from '../app/render-context'
import type { Article, ArticleSummary, Paginated } from '../lib/domain'
import { formatDateTime } from '../lib/format'
import { DEFAULT_LOCALE } from '../lib/locale'
import { definePage } from '../server/page.server'
import { TAG_PATTERN } from '../server/page-query.server'
import { found, pageNumber, queryValue } from './params'
import { articleLd } from './structured-data'

/** No articles: what an unknown tag shows. */
const NO_ARTICLES: Paginated<ArticleSummary> = { items: [], page: 1, pageSize: 0, pageCount: 0, total: 0 }

export const articlesPage = definePage<{
  articles: Paginated<ArticleSummary>
  tag?: string
  unknownTag?: true
}>({
  query: ['tag', 'page'],
  // Tags are words of their language (`música`, `music`): the other language's list has its own.
  translatedQuery: ['tag'],
  async load({ content, locale, query }) {
    const tag = queryValue(query, 'tag', TAG_PATTERN)
    // Only a tag the articles carry is a page (docs/spec.md §17.3): any other value is not found (404, with
    // the way to every article), told from the shared list of tags, without asking the CMS for it.
    if (tag && !(await content.articleTags(locale)).has(tag)) {
      return { articles: NO_ARTICLES, tag, unknownTag: true }
    }
    return { articles: await content.articles(locale, { page: pageNumber(query), tag }), tag }
  },
  status: (data) => (data.unknownTag ? 404 : undefined),
  Page({ data: { articles, tag, unknownTag } }) {
    const { t } = useRenderContext()
    return (
      <>
        {/* A tag nobody uses is not repeated on the page: the site says only what it has. */}
        <PageTitle
          title={t('routes.articles')}
          lead={tag && !unknownTag ? t('articles.tagged', { tag }) : undefined}
        >
          {tag && (
            <p>
              <Link to="articles" className="chip">
                {t('articles.allTags')}
              </Link>
            </p>
          )}
        </PageTitle>
        {articles.items.length === 0 && (
          <Empty>{t(unknownTag ? 'articles.unknownTag' : 'articles.none')}</Empty>
        )}
        <CardGrid columns={3}>
          {articles.items.map((article, index) => (
            <ArticleCard key={article.slug} article={article} level={2} eager={index === 0} withTags />
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
  title: (article) => article.title,
  description: (article) => article.seo?.description ?? article.excerpt,
  image: (article) => shareImage(article.cover),
  jsonLd: (article, { url, siteName }) => articleLd(article, url, siteName),
  sitemap: async ({ content }) => (await content.slugs('articles', DEFAULT_LOCALE)).map((slug) => ({ slug })),
  Page({ data: article }) {
    const { locale } = useRenderContext()
    return (
      <article className="article">
        <PageTitle
          title={article.title}
          lead={article.excerpt}
          eyebrow={
            article.publishedOn ? formatDateTime(article.publishedOn, locale, 'UTC', 'date') : undefined
          }
        >
          {article.author && <p className="meta">{article.author}</p>}
        </PageTitle>
        <Picture media={article.cover} frame="landscape" sizes="(min-width: 76rem) 76rem, 100vw" eager />
        <Markdown source={article.body} />
      </article>
    )
  },
})
