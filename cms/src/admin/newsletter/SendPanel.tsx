import { Button, Dialog, Flex, Typography } from '@strapi/design-system'
import { Mail, PaperPlane } from '@strapi/icons'
import { useFetchClient, useForm, useNotification } from '@strapi/strapi/admin'
import * as React from 'react'
import { CLOCK, useIntl, useSay } from '../lib/intl'
import type { EditViewPanel } from '../lib/panels'
import type { NewsletterMessage } from './translations'

/**
 * The issue's Send panel in the admin's edit view (docs/spec.md §14.9, decision 039): who would get it (the
 * subscribers of each language, by its venues), "Send a test to me" (the saved issue, to the editor's own
 * address), then Send, which asks to confirm that count; once sent, when and to how many it went. The CMS
 * decides each step again (src/lib/newsletter-issues.ts): publishing alone sends nothing.
 */

export const NEWSLETTER_UID = 'api::newsletter.newsletter'

type Locale = 'en' | 'es'

interface IssueStatus {
  languages: Array<{
    locale: Locale
    state: 'published' | 'modified' | 'draft' | 'none'
    subscribers: number
  }>
  sentAt: string | null
  sentCount: number | null
}

interface Refusal {
  response?: { data?: { error?: { details?: { code?: string } } } }
}

const REFUSALS = ['sent', 'unpublishedChanges', 'notPublished', 'nothingSaved'] as const

const refusalOf = (error: unknown): NewsletterMessage => {
  const code = (error as Refusal).response?.data?.error?.details?.code
  const known = REFUSALS.find((refusal) => refusal === code)
  return known ? `newsletter.error.${known}` : 'newsletter.error.other'
}

interface PanelProps {
  documentId?: string
  subject: string
  /** Changes document.updatedAt and its status: the counts are asked again after a save or a publish. */
  version: string
}

function SendIssue({ documentId, subject, version }: PanelProps) {
  const say = useSay<NewsletterMessage>()
  const { formatDate, formatTime } = useIntl()
  const { get, post } = useFetchClient()
  const { toggleNotification } = useNotification()
  const modified = useForm('NewsletterSend', (state: { modified: boolean }) => state.modified)
  const [status, setStatus] = React.useState<IssueStatus | null>(null)
  const [failed, setFailed] = React.useState(false)
  const [busy, setBusy] = React.useState<'test' | 'send' | null>(null)
  const [confirming, setConfirming] = React.useState(false)

  const path = `/newsletter-issues/${documentId}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks again after a save or a publish.
  React.useEffect(() => {
    if (!documentId) return
    let current = true
    get<{ data: IssueStatus }>(path)
      .then(({ data }) => {
        if (!current) return
        setStatus(data.data)
        setFailed(false)
      })
      .catch(() => {
        if (current) setFailed(true)
      })
    return () => {
      current = false
    }
  }, [documentId, get, path, version])

  if (!documentId) return <Typography variant="pi">{say('newsletter.panel.saveFirst')}</Typography>
  if (failed)
    return (
      <Typography variant="pi" textColor="danger600">
        {say('newsletter.panel.loadFailed')}
      </Typography>
    )
  if (!status) return <Typography variant="pi">{say('newsletter.panel.loading')}</Typography>

  const language = (locale: Locale) => say(`newsletter.language.${locale}`)
  if (status.sentAt) {
    const sentAt = new Date(status.sentAt)
    return (
      <Typography variant="pi" tag="p" data-newsletter-sent>
        {say('newsletter.panel.sent', {
          date: formatDate(sentAt, { day: 'numeric', month: 'long', year: 'numeric' }),
          time: formatTime(sentAt, CLOCK),
          count: status.sentCount ?? 0,
        })}
      </Typography>
    )
  }

  const reached = status.languages.filter((one) => one.state === 'published')
  const total = reached.reduce((sum, one) => sum + one.subscribers, 0)
  const sendable =
    !modified && reached.length > 0 && status.languages.every((one) => one.state !== 'modified')
  const note = (state: IssueStatus['languages'][number]['state']) =>
    state === 'draft'
      ? say('newsletter.panel.notPublished')
      : state === 'modified'
        ? say('newsletter.panel.modified')
        : state === 'none'
          ? say('newsletter.panel.none')
          : ''

  const sendTest = async () => {
    setBusy('test')
    try {
      const { data } = await post<{ data: { to: string } }>(`${path}/test`, {})
      toggleNotification({
        type: 'success',
        message: say('newsletter.panel.testSent', { email: data.data.to }),
      })
    } catch (error) {
      toggleNotification({ type: 'danger', message: say(refusalOf(error)) })
    } finally {
      setBusy(null)
    }
  }

  const send = async () => {
    setBusy('send')
    try {
      const { data } = await post<{ data: IssueStatus }>(`${path}/send`, {})
      setStatus(data.data)
      toggleNotification({
        type: 'success',
        message: say('newsletter.sentNow', { count: data.data.sentCount ?? 0 }),
      })
    } catch (error) {
      toggleNotification({ type: 'danger', message: say(refusalOf(error)) })
      get<{ data: IssueStatus }>(path).then(
        ({ data }) => setStatus(data.data),
        () => undefined,
      )
    } finally {
      setBusy(null)
      setConfirming(false)
    }
  }

  const breakdown = reached.map((one) => `${language(one.locale)} ${one.subscribers}`).join(', ')
  return (
    <Flex direction="column" alignItems="stretch" gap={3} data-newsletter-audience>
      <Flex tag="ul" direction="column" alignItems="stretch" gap={1}>
        {status.languages.map((one) => (
          <Typography
            key={one.locale}
            tag="li"
            variant="pi"
            data-language={one.locale}
            data-subscribers={one.subscribers}
          >
            {say('newsletter.panel.audience', { language: language(one.locale), count: one.subscribers })}
            {note(one.state) && ` (${note(one.state)})`}
          </Typography>
        ))}
      </Flex>
      {!sendable && (
        <Typography variant="pi" textColor="neutral600">
          {modified ? say('newsletter.panel.unsaved') : say('newsletter.panel.publishFirst')}
        </Typography>
      )}
      <Button
        variant="tertiary"
        startIcon={<Mail />}
        fullWidth
        loading={busy === 'test'}
        disabled={busy !== null || modified}
        onClick={sendTest}
      >
        {say('newsletter.panel.test')}
      </Button>
      <Dialog.Root open={confirming} onOpenChange={setConfirming}>
        <Dialog.Trigger>
          <Button
            variant="default"
            startIcon={<PaperPlane />}
            fullWidth
            disabled={!sendable || busy !== null}
          >
            {say('newsletter.panel.send')}
          </Button>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Header>{say('newsletter.confirm.title')}</Dialog.Header>
          <Dialog.Body>
            <Typography tag="p" textAlign="center">
              {total > 0
                ? say('newsletter.confirm.body', { subject, total, breakdown })
                : say('newsletter.confirm.nobody')}
            </Typography>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Cancel>
              <Button fullWidth variant="tertiary">
                {say('newsletter.confirm.cancel')}
              </Button>
            </Dialog.Cancel>
            <Button
              fullWidth
              variant="default"
              loading={busy === 'send'}
              disabled={total === 0}
              onClick={send}
            >
              {say('newsletter.confirm.send', { total })}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  )
}

/** The edit view's side panel (the content manager's `addEditViewSidePanel`), for newsletter issues only. */
export const NewsletterSendPanel: EditViewPanel = ({ model, documentId, document }) => {
  const say = useSay<NewsletterMessage>()
  if (model !== NEWSLETTER_UID) return null
  return {
    title: say('newsletter.panel.title'),
    content: (
      <SendIssue
        documentId={documentId}
        subject={String(document?.subject ?? '')}
        version={`${String(document?.updatedAt ?? '')}:${String(document?.status ?? '')}`}
      />
    ),
  }
}
