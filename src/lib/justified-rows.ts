/**
 * Justified rows for galleries (docs/spec.md §24.3): photos in their own ratios, each row exactly as wide
 * as the column, its photos one height. Where the rows break is decided here, on the server, from the
 * ratios the CMS gives: the page lays out without scripts and nothing moves when the photos load.
 */

/** A column a gallery is laid out for: its width, the row height it aims at and the gap, in CSS pixels. */
export interface RowLayout {
  width: number
  rowHeight: number
  gap: number
}

/** The height a row of these ratios has when it fills `layout.width`. */
export function rowHeight(ratios: readonly number[], layout: RowLayout): number {
  const total = ratios.reduce((sum, ratio) => sum + ratio, 0)
  return (layout.width - (ratios.length - 1) * layout.gap) / total
}

/**
 * How many photos each row holds, in order: the split whose row heights stray least from the aimed one
 * (squared, relative), the last row included, so it is never a lone photo blown up nor a sliver.
 * Dynamic programming over where each row ends: O(n²), galleries hold tens of photos.
 */
export function justifiedRows(ratios: readonly number[], layout: RowLayout): number[] {
  const n = ratios.length
  const best = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY)
  const start = new Array<number>(n + 1).fill(0)
  best[0] = 0
  for (let end = 1; end <= n; end += 1) {
    for (let from = end - 1; from >= 0; from -= 1) {
      const height = rowHeight(ratios.slice(from, end), layout)
      const cost = (best[from] ?? 0) + (height / layout.rowHeight - 1) ** 2
      if (cost < (best[end] ?? Number.POSITIVE_INFINITY)) {
        best[end] = cost
        start[end] = from
      }
      // Rows only get lower as they take more photos: past half the aimed height, stop looking.
      if (height < layout.rowHeight / 2) break
    }
  }
  const rows: number[] = []
  for (let end = n; end > 0; end = start[end] ?? 0) rows.unshift(end - (start[end] ?? 0))
  return rows
}
