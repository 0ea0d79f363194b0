import type { SocialLink } from '../../lib/domain'
import { useRenderContext } from '../render-context'

/** Platforms by their own names (the same in every language); a venue's own site is said in words. */
const PLATFORM_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  soundcloud: 'SoundCloud',
  spotify: 'Spotify',
  x: 'X',
  mixcloud: 'Mixcloud',
}

/**
 * The brand's or a venue's accounts elsewhere, from the CMS (docs/spec.md §3.2, §24.8): a list of links by
 * platform name, under a heading naming whose they are when `label` says.
 */
export function SocialLinks({ links, label }: { links: SocialLink[]; label?: string }) {
  const { t } = useRenderContext()
  if (links.length === 0) return null
  const list = (
    <ul className="social-links">
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} rel="noopener me">
            {PLATFORM_NAMES[link.platform] ?? t('social.website')}
          </a>
        </li>
      ))}
    </ul>
  )
  if (!label) return list
  return (
    <nav aria-label={label} className="social">
      <h2 className="eyebrow">{label}</h2>
      {list}
    </nav>
  )
}
