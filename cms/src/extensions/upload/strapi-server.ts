import { errors } from '@strapi/utils';
import { mediaTypeOf } from '../../lib/media-types';

/**
 * Uploads are media (docs/spec.md §18.8): every file the upload service takes — from the media library, the
 * content API or the seed — is a picture, a sound or a video by its content, whatever its name or declared
 * type say. Strapi's own `security.allowedTypes` (config/plugins.ts) trusts a file's extension when its
 * content says nothing (an HTML page named `.png` passes); this check does not: a file whose bytes are not
 * one of the media types is refused before anything is stored.
 */
type Factory<T> = (deps: { strapi: unknown }) => T;

interface IncomingFile {
  filepath?: string;
  originalFilename?: string | null;
}

interface UploadService {
  upload(input: { files: IncomingFile | IncomingFile[] }, opts?: unknown): Promise<unknown>;
  replace(id: unknown, input: { file: IncomingFile }, opts?: unknown): Promise<unknown>;
  [method: string]: unknown;
}

interface UploadPlugin {
  services: { upload: Factory<UploadService> };
}

const assertMedia = async (files: IncomingFile | IncomingFile[] | undefined): Promise<void> => {
  for (const file of Array.isArray(files) ? files : files ? [files] : []) {
    if (!file.filepath || !(await mediaTypeOf(file.filepath))) {
      throw new errors.ValidationError(
        `${file.originalFilename ?? 'This file'} is not a picture (JPEG, PNG, WebP, GIF, AVIF), a sound or a video`,
      );
    }
  }
};

export default (plugin: UploadPlugin): UploadPlugin => {
  const createUpload = plugin.services.upload;
  plugin.services.upload = (deps) => {
    const service = createUpload(deps);
    return {
      ...service,
      async upload(input, opts) {
        await assertMedia(input.files);
        return service.upload(input, opts);
      },
      async replace(id, input, opts) {
        await assertMedia(input.file);
        return service.replace(id, input, opts);
      },
    };
  };
  return plugin;
};
