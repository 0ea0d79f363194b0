import { errors } from '@strapi/utils'
import { type IncomingFile, uploadProblem } from '../../lib/media-types'

/**
 * Uploads are media (docs/spec.md §18.8): every file the upload service takes — from the media library, the
 * content API or the seed — is a picture, a sound or a video by its content, and its name and declared type
 * say the same (lib/media-types.ts: the uploads folder serves a file by its name, so a GIF named `.html` would
 * be served as a page). Strapi's own `security.allowedTypes` (config/plugins.ts) trusts a file's extension
 * when its content says nothing (an HTML page named `.png` passes) and keeps a GIF named `.html` as a GIF;
 * this check refuses both, and pictures too large to decode, before anything is stored or decoded.
 */
type Factory<T> = (deps: { strapi: unknown }) => T

interface UploadService {
  upload(input: { files: IncomingFile | IncomingFile[] }, opts?: unknown): Promise<unknown>
  replace(id: unknown, input: { file: IncomingFile }, opts?: unknown): Promise<unknown>
  [method: string]: unknown
}

interface UploadPlugin {
  services: { upload: Factory<UploadService> }
}

const assertMedia = async (files: IncomingFile | IncomingFile[] | undefined): Promise<void> => {
  for (const file of Array.isArray(files) ? files : files ? [files] : []) {
    const problem = await uploadProblem(file)
    if (problem) throw new errors.ValidationError(problem)
  }
}

export default (plugin: UploadPlugin): UploadPlugin => {
  const createUpload = plugin.services.upload
  plugin.services.upload = (deps) => {
    const service = createUpload(deps)
    return {
      ...service,
      async upload(input, opts) {
        await assertMedia(input.files)
        return service.upload(input, opts)
      },
      async replace(id, input, opts) {
        await assertMedia(input.file)
        return service.replace(id, input, opts)
      },
    }
  }
  return plugin
}
