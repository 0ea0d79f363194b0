import { reloadAtMostOften } from './reload'

const isChunkError = (error: unknown) =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i.test(
    error.message,
  )

/** An island whose code a deploy replaced: the page reloads to get the new build (docs/spec.md §21.3). */
export function reloadAfterChunkError(error: unknown) {
  if (isChunkError(error)) reloadAtMostOften()
}
