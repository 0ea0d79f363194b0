import { describe, expect, it } from 'vitest'
import { currentShow, type ScheduleSlot } from '../../src/app/player/core'
import { getJson, tokenHeader } from './_helpers'

/** The demo music as the CMS serves it, in both languages (docs/spec.md §15.2, §15.4). */
const NUMBERS: Record<string, number> = {
  ...Object.fromEntries(
    ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map(
      (word, index) => [word, index + 1],
    ),
  ),
  ...Object.fromEntries(
    ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'].map(
      (word, index) => [word, index + 1],
    ),
  ),
}

type Release = { slug: string; description: string; tracks: unknown[] }

describe('demo music', () => {
  it('says a credit in words in each language, and a name as it is', async () => {
    const first = async <T>(path: string, locale: string) =>
      (await getJson<T[]>(`${path}&locale=${locale}`, tokenHeader())).body.data[0]
    const album = (locale: string) =>
      first<{ artist: string }>('/albums?filters[slug][$eq]=solera-vol-1', locale)
    expect((await album('en'))?.artist).toBe('Various Artists')
    expect((await album('es'))?.artist).toBe('Varios artistas')
    const playlist = (locale: string) =>
      first<{ curator: string }>('/playlists?filters[slug][$eq]=golden-hour', locale)
    expect((await playlist('es'))?.curator).toBe('Residentes de Solera')
    const lineup = async (locale: string) =>
      (
        await first<{ lineup: { artist: string }[] }>('/events?populate=lineup&sort=startsAt', locale)
      )?.lineup.map((entry) => entry.artist)
    const [english, spanish] = [await lineup('en'), await lineup('es')]
    expect(english).toContain('Solera Residents')
    expect(spanish).toContain('Residentes de Solera')
    // The artists' own names are the same in both.
    expect(spanish?.filter((artist) => artist !== 'Residentes de Solera')).toEqual(
      english?.filter((artist) => artist !== 'Solera Residents'),
    )
  })

  it.each(['albums', 'playlists'])('%s say as many tracks as they list, in both languages', async (type) => {
    let counting = 0
    for (const locale of ['en', 'es']) {
      const releases = await getJson<Release[]>(
        `/${type}?locale=${locale}&populate=tracks&pagination[pageSize]=100`,
        tokenHeader(),
      )
      expect(releases.body.data.length).toBeGreaterThan(0)
      for (const release of releases.body.data) {
        const counted = /\b(\p{L}+) (?:tracks|records|songs|temas|discos|canciones)\b/iu
          .exec(release.description)?.[1]
          ?.toLowerCase()
        if (counted && counted in NUMBERS) {
          counting += 1
          expect(NUMBERS[counted], `${release.slug} (${locale}): ${release.description}`).toBe(
            release.tracks.length,
          )
        }
      }
    }
    // The demo texts that give a number ("five tracks", "Seis discos") were checked.
    expect(counting).toBeGreaterThanOrEqual(2)
  })

  it('has one show on air at every moment of the radio’s week', async () => {
    const radio = await getJson<{ schedule: ScheduleSlot[]; timezone: string }>(
      '/radio?populate=schedule',
      tokenHeader(),
    )
    const { schedule, timezone } = radio.body.data
    // A winter week and a summer week, every quarter of an hour.
    for (const monday of [Date.UTC(2026, 10, 23), Date.UTC(2026, 6, 6)]) {
      for (let minute = 0; minute < 7 * 24 * 60; minute += 15) {
        const at = monday + minute * 60_000
        expect(currentShow(schedule, timezone, at), new Date(at).toISOString()).toBeGreaterThanOrEqual(0)
      }
    }
  })
})
