import { TYPE_NAMES } from '../../shared/admin-words'

/**
 * The dashboard names documents (docs/spec.md §27.5): Strapi's "last edited" and "last published" widgets show
 * an entry's main field (src/bootstrap/admin-views.ts sets it for every type) and fall back to its document id
 * when there is none to show — a single type such as Home has no text field of its own. Those are named by
 * their type, in the administrator's language.
 */
type Factory<T> = (deps: { strapi: unknown }) => T

interface RecentDocument {
  documentId: string
  title?: unknown
  contentTypeUid: string
  contentTypeDisplayName: string
}

interface HomepageService {
  addStatusToDocuments(documents: RecentDocument[]): Promise<RecentDocument[]>
  [method: string]: unknown
}

interface ContentManagerPlugin {
  services: { homepage: Factory<HomepageService> }
}

/** The signed-in administrator's interface language (their profile's choice), for the names this answers. */
const adminLanguage = (): 'en' | 'es' => {
  const language = (
    strapi.requestContext.get() as { state?: { user?: { preferedLanguage?: string } } } | undefined
  )?.state?.user?.preferedLanguage
  return language === 'es' ? 'es' : 'en'
}

const named = (document: RecentDocument): RecentDocument => {
  if (
    typeof document.title === 'string' &&
    document.title.trim() !== '' &&
    document.title !== document.documentId
  )
    return document
  const names = TYPE_NAMES[document.contentTypeUid]
  return { ...document, title: names?.[adminLanguage()] ?? document.contentTypeDisplayName }
}

export default (plugin: ContentManagerPlugin): ContentManagerPlugin => {
  const createHomepage = plugin.services.homepage
  plugin.services.homepage = (deps) => {
    const homepage = createHomepage(deps)
    const addStatus = homepage.addStatusToDocuments
    return {
      ...homepage,
      async addStatusToDocuments(documents: RecentDocument[]) {
        return addStatus.call(this, documents.map(named))
      },
    }
  }
  return plugin
}
