import type {
  Album,
  AlbumSummary,
  Mix,
  MixSummary,
  Paginated,
  Playlist,
  PlaylistSummary,
  Radio,
  Track,
} from '../../lib/domain'
import { formatDuration } from '../../lib/format'
import { CardGrid, Empty, Markdown, PageTitle, Pagination, Picture } from '../components/content'
import { Link } from '../components/Link'
import { useRenderContext } from '../render-context'
import { found, pageNumber } from './params'
import { definePage, type LoadContext } from './types'

type Card = { slug: string; title: string; cover: MixSummary['cover']; line: string | null }

function Cards({ items, base }: { items: Card[]; base: string }) {
  const { t } = useRenderContext()
  if (items.length === 0) return <Empty>{t('music.none')}</Empty>
  return (
    <CardGrid>
      {items.map((item) => (
        <li key={item.slug} className="card">
          <Picture media={item.cover} sizes="(min-width: 860px) 25vw, 50vw" />
          <h3>
            <Link to={`${base}/${item.slug}`}>{item.title}</Link>
          </h3>
          {item.line && <p className="meta">{item.line}</p>}
        </li>
      ))}
    </CardGrid>
  )
}

const mixCard = (mix: MixSummary): Card => ({
  ...mix,
  line: [mix.artist, formatDuration(mix.duration)].filter(Boolean).join(' · '),
})
const albumCard = (album: AlbumSummary): Card => ({ ...album, line: album.artist })
const playlistCard = (playlist: PlaylistSummary): Card => ({ ...playlist, line: playlist.curator })

export const musicPage = definePage({
  async load({ content, locale }) {
    const [mixes, albums, playlists] = await Promise.all([
      content.mixes(locale, { pageSize: 4 }),
      content.albums(locale, { pageSize: 4 }),
      content.playlists(locale, { pageSize: 4 }),
    ])
    return { mixes: mixes.items, albums: albums.items, playlists: playlists.items }
  },
  Page({ data }) {
    const { t } = useRenderContext()
    return (
      <>
        <PageTitle title={t('routes.music')} lead={t('music.lead')} />
        <p>
          <Link to="/radio" className="button">
            {t('music.listenLive')}
          </Link>
        </p>
        {(
          [
            ['mixes', data.mixes.map(mixCard)],
            ['albums', data.albums.map(albumCard)],
            ['playlists', data.playlists.map(playlistCard)],
          ] as const
        ).map(([kind, items]) => (
          <section key={kind} aria-labelledby={`music-${kind}`}>
            <h2 id={`music-${kind}`}>
              <Link to={`/music/${kind}`}>{t(`routes.${kind}`)}</Link>
            </h2>
            <Cards items={[...items]} base={`/music/${kind}`} />
          </section>
        ))}
      </>
    )
  },
})

const listPage = <T,>(
  kind: 'mixes' | 'albums' | 'playlists',
  toCard: (item: T) => Card,
  load: (context: LoadContext) => Promise<Paginated<T>>,
) =>
  definePage<Paginated<T>>({
    load: (context) => load(context),
    Page({ data }) {
      const { t } = useRenderContext()
      return (
        <>
          <PageTitle title={t(`routes.${kind}`)} />
          <Cards items={data.items.map(toCard)} base={`/music/${kind}`} />
          <Pagination page={data} />
        </>
      )
    },
  })

export const mixesPage = listPage('mixes', mixCard, ({ content, locale, query }) =>
  content.mixes(locale, { page: pageNumber(query), pageSize: 12 }),
)
export const albumsPage = listPage('albums', albumCard, ({ content, locale, query }) =>
  content.albums(locale, { page: pageNumber(query), pageSize: 12 }),
)
export const playlistsPage = listPage('playlists', playlistCard, ({ content, locale, query }) =>
  content.playlists(locale, { page: pageNumber(query), pageSize: 12 }),
)

function Tracks({ tracks }: { tracks: Track[] }) {
  return (
    <ol className="tracks">
      {tracks.map((track) => (
        <li key={`${track.n}-${track.title}`}>
          <span>{track.title}</span>
          {track.artist && <span className="meta"> · {track.artist}</span>}
          {track.duration !== null && <span className="meta"> · {formatDuration(track.duration)}</span>}
          {track.preview && (
            <audio controls preload="none" src={track.preview.url} aria-label={track.title} />
          )}
        </li>
      ))}
    </ol>
  )
}

function PlatformLinks({ links }: { links: { platform: string; url: string }[] }) {
  const { t } = useRenderContext()
  if (links.length === 0) return null
  return (
    <ul className="platforms" aria-label={t('music.platforms')}>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} rel="noopener">
            {t(`platforms.${link.platform}`)}
          </a>
        </li>
      ))}
    </ul>
  )
}

function MixView({ mix }: { mix: Mix }) {
  const { t } = useRenderContext()
  return (
    <article className="mix">
      <PageTitle
        title={mix.title}
        lead={[mix.artist, mix.genre, formatDuration(mix.duration)].filter(Boolean).join(' · ')}
      />
      <Picture media={mix.cover} sizes="(min-width: 860px) 480px, 100vw" eager />
      {mix.audio && <audio controls preload="none" src={mix.audio.url} aria-label={mix.title} />}
      <Markdown source={mix.description} />
      {mix.tracklist.length > 0 && (
        <section aria-labelledby="tracklist">
          <h2 id="tracklist">{t('music.tracklist')}</h2>
          <ol className="tracklist">
            {mix.tracklist.map((entry) => (
              <li key={`${entry.at}-${entry.title}`}>
                <span className="meta">{entry.at}</span> {entry.artist} – {entry.title}
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  )
}

export const mixPage = definePage<Mix>({
  load: async ({ content, locale, params, path }) =>
    found(await content.mixBySlug(locale, params.slug ?? ''), path),
  title: (mix) => `${mix.title} · ${mix.artist ?? ''}`,
  Page: ({ data }) => <MixView mix={data} />,
})

/** `/random`: a different mix on every visit (never cached). */
export const randomPage = definePage<Mix>({
  async load({ content, locale, path }) {
    const first = await content.mixes(locale, { pageSize: 1 })
    const index = Math.floor(Math.random() * Math.max(first.total, 1))
    const pick = (await content.mixes(locale, { page: index + 1, pageSize: 1 })).items[0]
    return found(pick && (await content.mixBySlug(locale, pick.slug)), path)
  },
  Page: ({ data }) => <MixView mix={data} />,
})

const releasePage = <T extends Album | Playlist>(load: (context: LoadContext) => Promise<T | null>) =>
  definePage<T>({
    load: async (context) => found(await load(context), context.path),
    title: (release) => release.title,
    Page({ data: release }) {
      const { t } = useRenderContext()
      const by = 'artist' in release ? release.artist : release.curator
      return (
        <article className="release">
          <PageTitle title={release.title} lead={by} />
          <Picture media={release.cover} sizes="(min-width: 860px) 480px, 100vw" eager />
          <Markdown source={release.description} />
          <PlatformLinks links={release.links} />
          <h2>{t('music.tracks')}</h2>
          <Tracks tracks={release.tracks} />
        </article>
      )
    },
  })

export const albumPage = releasePage<Album>(({ content, locale, params }) =>
  content.albumBySlug(locale, params.slug ?? ''),
)
export const playlistPage = releasePage<Playlist>(({ content, locale, params }) =>
  content.playlistBySlug(locale, params.slug ?? ''),
)

export const radioPage = definePage<Radio | null>({
  load: ({ content, locale }) => content.radio(locale),
  Page({ data: radio }) {
    const { t, route } = useRenderContext()
    return (
      <section className="radio">
        <PageTitle title={radio?.title ?? t(`routes.${route?.name}`)} />
        {radio?.streamUrl && <audio controls preload="none" src={radio.streamUrl} aria-label={radio.title} />}
        <Markdown source={radio?.description ?? null} />
        {radio && radio.schedule.length > 0 && (
          <table className="schedule">
            <caption>{t('radio.schedule', { zone: radio.timezone })}</caption>
            <tbody>
              {radio.schedule.map((slot) => (
                <tr key={`${slot.day}-${slot.start}`}>
                  <th scope="row">{t(`days.${slot.day}`)}</th>
                  <td>
                    {slot.start}–{slot.end}
                  </td>
                  <td>
                    {slot.show}
                    {slot.host && ` · ${slot.host}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    )
  },
})
