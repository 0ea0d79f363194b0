/**
 * What the CMS keeps as media (docs/spec.md §18.8): pictures a browser draws without running anything,
 * sound and video, told by their bytes. SVG is not a picture here (it can carry scripts); neither is
 * anything `file-type` cannot recognise (text, HTML, scripts: they have no signature to read).
 * The site's worker serves the same types inline under /media/ (src/server/media.server.ts).
 */
const MEDIA_TYPE = /^(image\/(jpeg|png|webp|gif|avif)|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/** The media type a file's content shows, or undefined when it is not one the site serves. */
export const mediaTypeOf = async (filepath: string): Promise<string | undefined> => {
  // file-type is published as ES modules only: imported when first needed.
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(filepath);
  return detected && MEDIA_TYPE.test(detected.mime) ? detected.mime : undefined;
};

/** Strapi's own check of declared and detected types (config/plugins.ts), before this one. */
export const ALLOWED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'audio/*', 'video/*'];
