import type { Core } from '@strapi/strapi'
import { COMPONENT_WORDS, CONTENT_TYPE_WORDS, type FieldWords } from '../shared/admin-words'

/**
 * The content manager's views made for this brand's editors (docs/spec.md §27.5, decision 039), written into
 * Strapi's own configuration (`plugin_content_manager_configuration_*` in the core store) on every start, so
 * every install has them and a view changed in the panel comes back to this: each field's label and
 * description (src/shared/admin-words.ts; the Spanish comes with the admin's translations), and each list's
 * columns, opening sort, page size and the field that names an entry (its title in lists, relations and on
 * the dashboard). Strapi writes a configuration only when it differs from the stored one.
 */

interface ListView {
  /** The columns, left to right: what editors sort and find entries by, few enough for 1366 px. */
  columns: string[]
  sortBy: string
  order: 'ASC' | 'DESC'
  /** What names an entry (lists, relation pickers, the dashboard). */
  mainField: string
  pageSize?: number
}

export const LIST_VIEWS: Record<string, ListView> = {
  'api::event.event': {
    columns: ['title', 'startsAt', 'venue', 'eventStatus'],
    sortBy: 'startsAt',
    order: 'DESC',
    mainField: 'title',
    pageSize: 20,
  },
  'api::venue.venue': {
    columns: ['name', 'city', 'country'],
    sortBy: 'name',
    order: 'ASC',
    mainField: 'name',
    pageSize: 20,
  },
  'api::article.article': {
    columns: ['title', 'publishedOn', 'author', 'venue'],
    sortBy: 'publishedOn',
    order: 'DESC',
    mainField: 'title',
    pageSize: 20,
  },
  'api::mix.mix': {
    columns: ['title', 'artist', 'genre', 'recordedOn'],
    sortBy: 'recordedOn',
    order: 'DESC',
    mainField: 'title',
    pageSize: 20,
  },
  'api::album.album': {
    columns: ['title', 'artist', 'releaseDate'],
    sortBy: 'releaseDate',
    order: 'DESC',
    mainField: 'title',
    pageSize: 20,
  },
  'api::playlist.playlist': {
    columns: ['title', 'curator', 'updatedAt'],
    sortBy: 'updatedAt',
    order: 'DESC',
    mainField: 'title',
    pageSize: 20,
  },
  'api::memory.memory': {
    columns: ['title', 'year', 'venue'],
    sortBy: 'year',
    order: 'DESC',
    mainField: 'title',
    pageSize: 20,
  },
  'api::page.page': {
    columns: ['title', 'slug', 'updatedAt'],
    sortBy: 'title',
    order: 'ASC',
    mainField: 'title',
    pageSize: 20,
  },
  'api::newsletter.newsletter': {
    columns: ['subject', 'sentAt', 'sentCount', 'updatedAt'],
    sortBy: 'updatedAt',
    order: 'DESC',
    mainField: 'subject',
    pageSize: 20,
  },
  'api::reservation.reservation': {
    columns: ['date', 'time', 'name', 'partySize', 'status', 'arrival', 'reference'],
    sortBy: 'date',
    order: 'DESC',
    mainField: 'reference',
    pageSize: 20,
  },
  'api::submission.submission': {
    columns: ['createdAt', 'kind', 'name', 'email', 'handled'],
    sortBy: 'createdAt',
    order: 'DESC',
    mainField: 'name',
    pageSize: 20,
  },
  'api::subscriber.subscriber': {
    columns: ['email', 'language', 'confirmedAt'],
    sortBy: 'confirmedAt',
    order: 'DESC',
    mainField: 'email',
    pageSize: 20,
  },
}

/**
 * Fields only the CMS writes (when and to how many an issue went): not in the edit view, where its Send panel
 * says it in words; in the list's columns.
 */
const WRITTEN_BY_THE_CMS: Record<string, string[]> = { 'api::newsletter.newsletter': ['sentAt', 'sentCount'] }

interface FieldMetadata {
  edit?: { label?: string; description?: string; placeholder?: string; editable?: boolean; visible?: boolean }
  list?: { label?: string }
}

interface Configuration {
  settings: Record<string, unknown>
  metadatas: Record<string, FieldMetadata>
  layouts: { list: string[]; edit: unknown[] }
}

interface ConfigurationService {
  findConfiguration(model: { uid: string }): Promise<Configuration>
  updateConfiguration(model: { uid: string }, configuration: Configuration): Promise<unknown>
}

/** Labels and descriptions in English: what the configuration keeps and every admin falls back to. */
const withWords = (
  metadatas: Configuration['metadatas'],
  words: Record<string, FieldWords>,
  hidden: string[] = [],
) =>
  Object.fromEntries(
    Object.entries(metadatas).map(([field, metadata]) => {
      const said = words[field]?.en
      if (!said) return [field, metadata]
      const [label, description] = said
      const edit = {
        ...metadata.edit,
        label,
        description,
        ...(hidden.includes(field) && { editable: false, visible: false }),
      }
      return [field, { ...metadata, edit, list: { ...metadata.list, label } }]
    }),
  )

const updateViews = async (
  service: ConfigurationService,
  uid: string,
  words: Record<string, FieldWords>,
  list?: ListView,
) => {
  const current = await service.findConfiguration({ uid })
  const metadatas = withWords(current.metadatas, words, WRITTEN_BY_THE_CMS[uid])
  const settings = list
    ? {
        ...current.settings,
        mainField: list.mainField,
        defaultSortBy: list.sortBy,
        defaultSortOrder: list.order,
        pageSize: list.pageSize ?? current.settings.pageSize,
      }
    : current.settings
  const layouts = list ? { ...current.layouts, list: list.columns } : current.layouts
  await service.updateConfiguration({ uid }, { settings, metadatas, layouts })
}

export const ensureAdminViews = async (strapi: Core.Strapi): Promise<void> => {
  const contentManager = strapi.plugin('content-manager')
  const types = contentManager.service('content-types') as unknown as ConfigurationService
  const components = contentManager.service('components') as unknown as ConfigurationService
  for (const [uid, words] of Object.entries(CONTENT_TYPE_WORDS)) {
    if (uid in strapi.contentTypes) await updateViews(types, uid, words, LIST_VIEWS[uid])
  }
  for (const [uid, words] of Object.entries(COMPONENT_WORDS)) {
    if (uid in strapi.components) await updateViews(components, uid, words)
  }
}
