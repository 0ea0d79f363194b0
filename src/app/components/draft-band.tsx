import { previewReloadScript } from '../inline-scripts'
import { useRenderContext } from '../render-context'

/**
 * Draft mode's band (docs/spec.md §16.13), above everything on every page: this is a preview of unpublished
 * content, seen by the editor alone, and the way back to the site as visitors see it. With it, the script
 * that reloads the page when the admin beside it says the draft was saved.
 */
export function DraftBand() {
  const { draft, t } = useRenderContext()
  if (!draft) return null
  return (
    <div className="draft-band" role="region" aria-label={t('preview.band')}>
      <p>
        <strong>{t('preview.band')}</strong> <span>{t('preview.only')}</span>
      </p>
      <a href={draft.leave} rel="nofollow">
        {t('preview.leave')}
      </a>
      <script data-admin={draft.admin} dangerouslySetInnerHTML={{ __html: previewReloadScript }} />
    </div>
  )
}
