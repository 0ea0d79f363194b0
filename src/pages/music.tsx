import { CardGrid } from '../app/components/card'
import { Empty } from '../app/components/empty'
import { Link } from '../app/components/Link'
import { Markdown } from '../app/components/markdown'
import { MusicCard, type MusicItem, mixItem } from '../app/components/music-card'
import { PageTitle } from '../app/components/page-title'
import { Pagination } from '../app/components/pagination'
import { Picture } from '../app/components/picture'
import { SectionHeading } from '../app/components/section-heading'
import { shareImage } from '../app/components/seo'
import MixPlayer from '../app/islands/MixPlayer'
import RadioPlayer from '../app/islands/RadioPlayer'
import TrackPreviews from '../app/islands/TrackPreviews'
import { href } from '../app/paths'
import { WEEK_DAYS } from '../app/player/core'
import { useRenderContext } from '../app/render-context'
import { routeLabel } from '../app/route-label'
import { platformName } from '../lib/brands'
import type {
  Album,
  AlbumSummary,
  Mix,
  Paginated,
  Playlist,
  PlaylistSummary,
  Radio,
  Track,
} from '../lib/domain'
import { formatDuration, zoneCity } from '../lib/format'
import { DEFAULT_LOCALE } from '../lib/locale'
import type { RequestContext } from '../server/context.server'
import { definePage, type PageContext } from '../server/page.server'
import { found, pageNumber } from './params'
import { albumLd, playlistLd } from './structured-data'

type Kind = 'mixes' | 'albums' | 'playlists'
const DETAIL = { mixes: 'mix', albums: 'album', playlists: 'playlist' } as const

/** Cards sit under a section's h2 on /music, under the page's h1 on the lists. */
function Cards({ items, kind, level }: { items: MusicItem[]; kind: Kind; level: 2 | 3 }) {
  const { t } = useRenderContext()
  if (items.length === 0) return <Empty>{t('music.none')}</Empty>
  return (
    <CardGrid>
      {items.map((item) => (
        <MusicCard key={item.slug} item={item} route={DETAIL[kind]} level={level} />
      ))}
    </CardGrid>
  )
}

const albumItem = (album: AlbumSummary): MusicItem => ({ ...album, line: album.artist })
const playlistItem = (playlist: PlaylistSummary): MusicItem => ({ ...playlist, line: playlist.curator })

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
          <Link to="radio" className="button">
            {t('music.listenLive')}
          </Link>
        </p>
        {(
          [
            ['mixes', data.mixes.map(mixItem)],
            ['albums', data.albums.map(albumItem)],
            ['playlists', data.playlists.map(playlistItem)],
          ] as const
        ).map(([kind, items]) => (
          // A row like the home's (docs/spec.md §15.1): a swipeable row of covers on a phone, a heading in
          // the site's heading style with its "all of them" link beside it.
          <section key={kind} aria-labelledby={`music-${kind}`} className="home-row">
            <SectionHeading
              id={`music-${kind}`}
              title={t(`routes.${kind}`)}
              more={
                <Link to={kind} className="more-link">
                  {t(`music.all.${kind}`)}
                </Link>
              }
            />
            <Cards items={[...items]} kind={kind} level={3} />
          </section>
        ))}
      </>
    )
  },
})

const listPage = <T,>(
  kind: Kind,
  toCard: (item: T) => MusicItem,
  load: (ctx: PageContext) => Promise<Paginated<T>>,
) =>
  definePage<Paginated<T>>({
    query: ['page'],
    load: (ctx) => load(ctx),
    Page({ data }) {
      const { t } = useRenderContext()
      return (
        <>
          <PageTitle title={t(`routes.${kind}`)} />
          <Cards items={data.items.map(toCard)} kind={kind} level={2} />
          <Pagination page={data} />
        </>
      )
    },
  })

export const mixesPage = listPage('mixes', mixItem, ({ content, locale, query }) =>
  content.mixes(locale, { page: pageNumber(query), pageSize: 12 }),
)
export const albumsPage = listPage('albums', albumItem, ({ content, locale, query }) =>
  content.albums(locale, { page: pageNumber(query), pageSize: 12 }),
)
export const playlistsPage = listPage('playlists', playlistItem, ({ content, locale, query }) =>
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

/** Where to stream a release: one button per platform, each saying what it does (docs/spec.md §15.2). */
function PlatformLinks({ links }: { links: { platform: string; url: string }[] }) {
  const { t } = useRenderContext()
  if (links.length === 0) return null
  return (
    <ul className="platforms" aria-label={t('music.platforms')}>
      {links.map((link) => (
        <li key={link.url}>
          <a className="button" href={link.url} rel="noopener">
            {t('music.listenOn', { platform: platformName(link.platform) })}
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
      {/* The player before the words: on a phone, Play is on the first screen with the cover. */}
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
            nowPlaying: t('player.nowPlaying'),
            stop: t('player.stop'),
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
      <Markdown source={mix.description} />
    </article>
  )
}

const slugsOf =
  (type: 'mixes' | 'albums' | 'playlists') =>
  async ({ content }: RequestContext) =>
    (await content.slugs(type, DEFAULT_LOCALE)).map((slug) => ({ slug }))

export const mixPage = definePage<Mix>({
  load: async ({ content, locale, params, path }) =>
    found(await content.mixBySlug(locale, params.slug ?? ''), path),
  title: (mix) => `${mix.title} · ${mix.artist ?? ''}`,
  image: (mix) => shareImage(mix.cover),
  sitemap: slugsOf('mixes'),
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

const releasePage = <T extends Album | Playlist>(
  load: (ctx: PageContext) => Promise<T | null>,
  structured: (release: T, url: string) => Record<string, unknown>,
  type: 'albums' | 'playlists',
) =>
  definePage<T>({
    load: async (ctx) => found(await load(ctx), ctx.path),
    title: (release) => release.title,
    image: (release) => shareImage(release.cover),
    jsonLd: (release, { url }) => structured(release, url),
    sitemap: slugsOf(type),
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

export const albumPage = releasePage<Album>(
  ({ content, locale, params }) => content.albumBySlug(locale, params.slug ?? ''),
  albumLd,
  'albums',
)
export const playlistPage = releasePage<Playlist>(
  ({ content, locale, params }) => content.playlistBySlug(locale, params.slug ?? ''),
  playlistLd,
  'playlists',
)

/** `/radio` and the pop-out window `/pop-player`: the live player with the weekly schedule. */
export const radioPage = definePage<Radio | null>({
  load: ({ content, locale }) => content.radio(locale),
  Page({ data: radio }) {
    const { t, route, locale, layout, now } = useRenderContext()
    const popup = layout === 'popup'
    const title = radio?.title ?? (route ? routeLabel(route.name, t) : '')
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
            days={Object.fromEntries(WEEK_DAYS.map((day) => [day, t(`days.${day}`)]))}
            now={now}
            popup={popup}
            popupUrl={href('pop-player', {}, locale)}
            labels={{
              play: t('player.play'),
              pause: t('player.pause'),
              volume: t('player.volume'),
              nowPlaying: t('radio.nowPlaying'),
              offAir: t('radio.offAir'),
              popOut: t('radio.popOut'),
              inPopup: t('radio.inPopup'),
              schedule: t('radio.schedule', { zone: zoneCity(radio.timezone) }),
              blocked: t('radio.blocked'),
              onAir: t('radio.onAir'),
              today: t('radio.today'),
              todaySchedule: t('radio.todaySchedule', { zone: zoneCity(radio.timezone) }),
              onAirNow: t('radio.onAirNow'),
              // Filled in the browser as the minutes go by ("1 h 20 min left").
              left: t('radio.left'),
              stop: t('player.stop'),
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
