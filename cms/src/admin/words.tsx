import type * as React from 'react'
import {
  COMPONENT_WORDS,
  CONTENT_TYPE_WORDS,
  type FieldWords,
  OPTION_WORDS,
  TYPE_NAMES,
} from '../shared/admin-words'
import { useIntl } from './lib/intl'

/**
 * The field labels and descriptions of src/shared/admin-words.ts as the admin shows them, in each
 * administrator's language (docs/spec.md §27.5, decision 039). Strapi translates a field's label by the
 * message `content-manager.content-types.{uid}.{field}` (a component's: `content-manager.components.{uid}.{field}`),
 * an enumeration's option by its value and a type's name by its English name; a description it shows as
 * stored, so the edit view's layout gets each description as a message of ours (`describeFields`).
 */

type Language = 'en' | 'es'

/** Strapi's own words it leaves out (its English list's "status" header is the key's default, lower case). */
const STRAPI_GAPS_EN: Record<string, string> = {
  'content-manager.containers.list.table-headers.status': 'Status',
}

/** Strapi's own words its Spanish leaves out (each shows in English otherwise). */
const STRAPI_GAPS_ES: Record<string, string> = {
  'content-manager.plugin.name': 'Contenido',
  'search.placeholder': 'Buscar',
  'content-manager.containers.list.table-headers.status': 'Estado',
  'components.Blocks.blocks.bulletList': 'Lista con viñetas',
  'components.Blocks.blocks.numberList': 'Lista numerada',
}

const hintId = (uid: string, field: string) => `solera.hint.${uid}.${field}`

const messagesOf = (language: Language) => {
  const messages: Record<string, string> = {}
  const add = (prefix: string, words: Record<string, Record<string, FieldWords>>) => {
    for (const [uid, fields] of Object.entries(words)) {
      for (const [field, said] of Object.entries(fields)) {
        messages[`${prefix}.${uid}.${field}`] = said[language][0]
        messages[hintId(uid, field)] = said[language][1]
      }
    }
  }
  add('content-manager.content-types', CONTENT_TYPE_WORDS)
  add('content-manager.components', COMPONENT_WORDS)
  for (const [value, said] of Object.entries(OPTION_WORDS)) messages[value] = said[language]
  if (language === 'en') Object.assign(messages, STRAPI_GAPS_EN)
  else {
    for (const { en, es } of Object.values(TYPE_NAMES)) messages[en] = es
    Object.assign(messages, STRAPI_GAPS_ES)
  }
  return messages
}

export const fieldTranslations = { en: messagesOf('en'), es: messagesOf('es') }

/** A field's description in the administrator's language (its stored English when it has none of ours). */
function FieldHint({ id, english }: { id: string; english: string }) {
  return <>{useIntl().formatMessage({ id, defaultMessage: english })}</>
}

interface Field {
  name: string
  hint?: React.ReactNode
}

interface EditLayout {
  layout: Field[][][]
  components: Record<string, { layout: Field[][] }>
  settings: { displayName?: string }
}

const describe = (uid: string | undefined, field: Field): Field =>
  uid && typeof field.hint === 'string' && field.hint !== ''
    ? { ...field, hint: <FieldHint id={hintId(uid, field.name)} english={field.hint} /> }
    : field

/**
 * `Admin/CM/pages/EditView/mutate-edit-view-layout`: each field's description as a message of ours. The layout
 * names its type by its displayName (TYPE_NAMES) and its components by their uid.
 */
export const describeFields = ({ layout, ...rest }: { layout: EditLayout }) => {
  const uid = Object.keys(TYPE_NAMES).find(
    (candidate) => TYPE_NAMES[candidate]?.en === layout.settings.displayName,
  )
  const components = Object.fromEntries(
    Object.entries(layout.components).map(([component, { layout: rows, ...settings }]) => [
      component,
      { ...settings, layout: rows.map((row) => row.map((field) => describe(component, field))) },
    ]),
  )
  return {
    ...rest,
    layout: {
      ...layout,
      components,
      layout: layout.layout.map((panel) => panel.map((row) => row.map((field) => describe(uid, field)))),
    },
  }
}
