import { Tooltip, Typography } from '@strapi/design-system'
import type * as React from 'react'
import { Link, useLocation } from 'react-router-dom'
import type { EditingMessage } from './editing/translations'
import { CLOCK, useIntl, useSay } from './lib/intl'

/**
 * The content manager's lists as editors read them (docs/spec.md §27.5, decision 039), through its
 * `Admin/CM/pages/ListView/inject-column-in-table` hook: every column fits a 1366 px screen — the entry's name
 * (its link) at most 24rem wide with the whole name on hover, dates short, times on 24 hours, options in words
 * ("Sold out", not `soldout`) — and the i18n plugin's "Available in" column is left out (the language switch
 * above the list already says which language it shows; its 250 px pushed the status column off the screen).
 * Strapi links the first plain column of a row: the entry's name is that link here, and the other plain
 * columns are text, so each row has one.
 */

interface ListHeader {
  name: string
  attribute?: { type?: string }
  cellFormatter?: unknown
}

interface ListLayout {
  settings?: { mainField?: string }
}

type Row = Record<string, unknown>

/** A cell's text as Strapi's own cells set it. */
const Cell = ({ text }: { text: string }) => (
  <Typography textColor="neutral800" ellipsis>
    {text}
  </Typography>
)

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : String(value)

/** A date and time: short, on a 24-hour clock ("7 Jan 2027, 22:00"). */
function DateTimeCell({ value }: { value: unknown }) {
  const { formatDate } = useIntl()
  const text =
    typeof value === 'string' && value
      ? formatDate(new Date(value), { day: 'numeric', month: 'short', year: 'numeric', ...CLOCK })
      : '-'
  return <Cell text={text} />
}

/** A date, short ("24 Nov 2026"): the day it is, whatever the administrator's time zone. */
function DateCell({ value }: { value: unknown }) {
  const { formatDate } = useIntl()
  const day =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : null
  return (
    <Cell
      text={day ? formatDate(day, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) : '-'}
    />
  )
}

/** An enumeration's option, in the administrator's language. */
function OptionCell({ value }: { value: unknown }) {
  const { formatMessage } = useIntl()
  return (
    <Cell
      text={typeof value === 'string' && value ? formatMessage({ id: value, defaultMessage: value }) : '-'}
    />
  )
}

function BooleanCell({ value }: { value: unknown }) {
  const say = useSay<EditingMessage>()
  return <Cell text={value === true ? say('editing.yes') : value === false ? say('editing.no') : '-'} />
}

const TextCell = ({ value }: { value: unknown }) => <Cell text={shown(value)} />

/** The entry's name, as the row's link (the list's language kept), at most 24rem (240 px: the admin's 1rem is 10 px). */
function NameCell({ value, documentId }: { value: unknown; documentId: string }) {
  const say = useSay<EditingMessage>()
  const { search } = useLocation()
  const plugins = new URLSearchParams(
    [...new URLSearchParams(search)].filter(([key]) => key.startsWith('plugins[')),
  )
  const name = typeof value === 'string' && value.trim() ? value : say('editing.untitled')
  return (
    <Tooltip label={name}>
      <Typography
        tag={Link}
        to={{ pathname: documentId, search: plugins.toString() }}
        onClick={(event: React.MouseEvent) => event.stopPropagation()}
        maxWidth="24rem"
        ellipsis
        textColor="neutral800"
      >
        {name}
      </Typography>
    </Tooltip>
  )
}

const CELLS: Record<string, React.ComponentType<{ value: unknown }>> = {
  date: DateCell,
  datetime: DateTimeCell,
  enumeration: OptionCell,
  boolean: BooleanCell,
  string: TextCell,
  text: TextCell,
  email: TextCell,
  uid: TextCell,
  integer: TextCell,
  biginteger: TextCell,
  decimal: TextCell,
  float: TextCell,
}

export const formatColumns = ({
  displayedHeaders,
  layout,
}: {
  displayedHeaders: ListHeader[]
  layout: ListLayout
}) => ({
  layout,
  displayedHeaders: displayedHeaders
    .filter((header) => header.name !== 'locales')
    .map((header) => {
      if (header.cellFormatter || header.name === 'id' || header.name === 'documentId') return header
      if (header.name === layout.settings?.mainField) {
        return {
          ...header,
          cellFormatter: (row: Row) => (
            <NameCell value={row[header.name]} documentId={String(row.documentId)} />
          ),
        }
      }
      const Formatted = header.attribute?.type ? CELLS[header.attribute.type] : undefined
      return Formatted
        ? { ...header, cellFormatter: (row: Row) => <Formatted value={row[header.name]} /> }
        : header
    }),
})
