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
 * "Open preview" for a draft not saved yet (docs/spec.md §16.13): Strapi's preview panel offers it only for a
 * saved draft without changes. For a new entry, or one with unsaved changes, this panel offers "Save and open
 * preview": it saves through the edit view's own Save (its keyboard shortcut, so the form's checks and errors
 * are Strapi's), then, once the saved draft is there (a new entry has its page by then), opens the preview.
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

const useSaveFirst = ({
  model,
  documentId,
  document,
  activeTab,
}: EditViewPanelProps): PanelDescription | null => {
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

  React.useEffect(() => {
    if (hasErrors) sessionStorage.removeItem(INTENT)
    if (!previewable || !saved || modified || hasErrors || !wantsPreview(model)) return
    sessionStorage.removeItem(INTENT)
    navigate({ pathname: `${pathname.replace(/\/$/, '')}/preview`, search })
  }, [previewable, saved, modified, hasErrors, model, navigate, pathname, search])

  if (!previewable || (saved && !modified)) return null
  return {
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
  }
}

/**
 * Strapi's preview panel with this one in front: both always run (a panel is a hook-using function, so neither
 * may be skipped), and this one's answer wins where it has one.
 */
export const saveFirst = (strapiPreview: EditViewPanel | undefined): EditViewPanel => {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per Strapi panel at registration, not per render.
  const SaveFirstPreview: EditViewPanel = (props) => {
    const theirs = strapiPreview ? strapiPreview(props) : null
    return useSaveFirst(props) ?? theirs
  }
  return SaveFirstPreview
}

/**
 * Strapi's own preview panel among the edit view's panels: the one that asks for its preview's words (its
 * code names its messages; the panels carry no other mark).
 */
export const isStrapiPreviewPanel = (panel: unknown) =>
  typeof panel === 'function' && String(panel).includes('preview.panel.title')
