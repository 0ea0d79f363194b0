import { Button, Flex, Typography } from '@strapi/design-system'
import { Eye } from '@strapi/icons'
import { useForm } from '@strapi/strapi/admin'
import * as React from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { isPreviewable } from '../../shared/previewable'
import { adminClock } from '../lib/clock'
import { useSay } from '../lib/intl'
import type { EditViewPanel, EditViewPanelProps, PanelDescription } from '../lib/panels'
import type { EditingMessage } from './translations'

/**
 * "Open preview" for every entry the site shows (docs/spec.md §16.13). Strapi's preview panel offers it only for
 * a saved draft without changes, and asks the CMS with the document's status: a published entry with no
 * changes is "published", which the CMS's handler leaves to the site itself, so Strapi offered nothing for the
 * entries editors open most. For a new entry, or one with unsaved changes, this panel offers "Save and open
 * preview": it saves through the edit view's own Save (its keyboard shortcut, so the form's checks and errors
 * are Strapi's), then, once the saved draft is there (a new entry has its page by then), opens the preview.
 * For a saved entry without changes where Strapi's panel shows nothing, it offers "Open preview": the preview
 * page asks for the draft (the same content as the published entry), which the handler signs.
 */

/** The preview asked for, kept across the navigation a new entry's first save makes (a minute at most). */
const INTENT = 'solera.previewAfterSave'
const INTENT_MS = 60_000

const wantsPreview = (model: string) => {
  try {
    const intent = JSON.parse(sessionStorage.getItem(INTENT) ?? 'null') as {
      model: string
      at: number
    } | null
    return intent?.model === model && adminClock.now() - intent.at < INTENT_MS
  } catch {
    return false
  }
}

/** The edit view's Save, as its keyboard shortcut (Ctrl/Cmd + S) asks for it. */
const save = () =>
  window.dispatchEvent(
    new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true }),
  )

interface PreviewOffers {
  /** "Save and open preview", for a new entry or unsaved changes. */
  saveFirst: PanelDescription | null
  /** "Open preview", for a saved entry without changes. */
  open: PanelDescription | null
}

const usePreviewOffers = ({ model, documentId, document, activeTab }: EditViewPanelProps): PreviewOffers => {
  const say = useSay<EditingMessage>()
  const modified = useForm('SaveFirstPreview', (state: { modified: boolean }) => state.modified)
  const hasErrors = useForm(
    'SaveFirstPreview',
    (state: { errors: object }) => Object.keys(state.errors).length > 0,
  )
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const previewable = isPreviewable(model) && activeTab !== 'published'
  const saved = Boolean(document?.documentId ?? documentId)
  const previewPath = `${pathname.replace(/\/$/, '')}/preview`

  React.useEffect(() => {
    if (hasErrors) sessionStorage.removeItem(INTENT)
    if (!previewable || !saved || modified || hasErrors || !wantsPreview(model)) return
    sessionStorage.removeItem(INTENT)
    navigate({ pathname: previewPath, search })
  }, [previewable, saved, modified, hasErrors, model, navigate, previewPath, search])

  if (!previewable) return { saveFirst: null, open: null }
  if (saved && !modified)
    return {
      saveFirst: null,
      open: {
        title: say('editing.preview.title'),
        content: (
          <Button
            variant="tertiary"
            fullWidth
            startIcon={<Eye />}
            onClick={() => navigate({ pathname: previewPath, search })}
          >
            {say('editing.preview.open')}
          </Button>
        ),
      },
    }
  return {
    open: null,
    saveFirst: {
      title: say('editing.preview.title'),
      content: (
        <Flex direction="column" alignItems="stretch" gap={2}>
          <Button
            variant="tertiary"
            fullWidth
            startIcon={<Eye />}
            onClick={() => {
              sessionStorage.setItem(INTENT, JSON.stringify({ model, at: adminClock.now() }))
              save()
            }}
          >
            {say('editing.preview.saveAndOpen')}
          </Button>
          <Typography variant="pi" textColor="neutral600">
            {say('editing.preview.hint')}
          </Typography>
        </Flex>
      ),
    },
  }
}

/**
 * Strapi's preview panel with this one around it: both always run (a panel is a hook-using function, so neither
 * may be skipped). "Save and open preview" wins where it applies; then Strapi's own panel; then "Open preview".
 */
export const saveFirst = (strapiPreview: EditViewPanel | undefined): EditViewPanel => {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per Strapi panel at registration, not per render.
  const SaveFirstPreview: EditViewPanel = (props) => {
    const theirs = strapiPreview ? strapiPreview(props) : null
    const ours = usePreviewOffers(props)
    return ours.saveFirst ?? theirs ?? ours.open
  }
  return SaveFirstPreview
}

/**
 * Strapi's own preview panel among the edit view's panels: the one that asks for its preview's words (its
 * code names its messages; the panels carry no other mark).
 */
export const isStrapiPreviewPanel = (panel: unknown) =>
  typeof panel === 'function' && String(panel).includes('preview.panel.title')
