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
import { localePath } from '../../lib/locale'
import { CardGrid, Empty, Markdown, PageTitle, Pagination, Picture } from '../components/content'
import { MixPlayer, RadioPlayer, TrackPreviews } from '../components/islands'
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

/** Album and playlist tracks with previews that play in the page (a plain list without JavaScript). */
function Tracks({ release, by }: { release: Album | Playlist; by: string | null }) {
  const { t } = useRenderContext()
  return (
    <TrackPreviews
      release={release.title}
      artist={by ?? ''}
      cover={release.cover?.formats.small?.url ?? release.cover?.url ?? null}
      tracks={release.tracks.map((track: Track) => ({
        n: track.n,
        title: track.title,
        artist: track.artist,
        duration: track.duration,
        preview: track.preview?.url ?? null,
      }))}
      labels={{
        play: t('player.playPreview'),
        pause: t('player.pausePreview'),
        noPreview: t('player.noPreview'),
      }}
    />
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
      <Markdown source={mix.description} />
      {mix.audio ? (
        <MixPlayer
          src={mix.audio.url}
          title={mix.title}
          artist={mix.artist ?? ''}
          cover={mix.cover?.formats.small?.url ?? mix.cover?.url ?? null}
          duration={mix.duration}
          tracklist={mix.tracklist}
          labels={{
            play: t('player.play'),
            pause: t('player.pause'),
            seek: t('player.seek'),
            volume: t('player.volume'),
            tracklist: t('music.tracklist'),
            jumpTo: t('player.jumpTo'),
          }}
        />
      ) : (
        mix.tracklist.length > 0 && (
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
        )
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
          <Tracks release={release} by={by} />
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

const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/** `/radio` and the pop-out window `/pop-player`: the live player with the weekly schedule. */
export const radioPage = definePage<Radio | null>({
  load: ({ content, locale }) => content.radio(locale),
  Page({ data: radio }) {
    const { t, route, locale } = useRenderContext()
    const popup = route?.name === 'pop-player'
    const title = radio?.title ?? t(`routes.${route?.name}`)
    return (
      <section className="radio">
        <PageTitle title={title} />
        {radio?.streamUrl ? (
          <RadioPlayer
            streamUrl={radio.streamUrl}
            fallbackUrl={radio.fallbackStreamUrl}
            title={title}
            cover={radio.cover?.formats.small?.url ?? radio.cover?.url ?? null}
            timezone={radio.timezone}
            schedule={radio.schedule}
            days={Object.fromEntries(DAY_KEYS.map((day) => [day, t(`days.${day}`)]))}
            now={Date.now()}
            popup={popup}
            popupUrl={localePath('/pop-player', locale)}
            labels={{
              play: t('player.play'),
              pause: t('player.pause'),
              volume: t('player.volume'),
              nowPlaying: t('radio.nowPlaying'),
              offAir: t('radio.offAir'),
              popOut: t('radio.popOut'),
              inPopup: t('radio.inPopup'),
              schedule: t('radio.schedule', { zone: radio.timezone }),
              blocked: t('radio.blocked'),
              onAir: t('radio.onAir'),
            }}
          />
        ) : (
          <p>{t('radio.offAir')}</p>
        )}
        {!popup && <Markdown source={radio?.description ?? null} />}
      </section>
    )
  },
})
