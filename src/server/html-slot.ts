/**
 * In-order streaming without client JavaScript: the shell is sent up to `marker`, then the stream waits
 * for `fill()` and sends that in place of the marker, then the rest of the shell. Unlike React's
 * out-of-order Suspense streaming, the late content needs no script to be shown, so pages read the same
 * with JavaScript off.
 */
export function fillSlot(
  marker: string,
  fill: () => Promise<ReadableStream<Uint8Array>>,
): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  let carry = ''
  let filled = false

  return new TransformStream({
    async transform(chunk, controller) {
      const text = carry + decoder.decode(chunk, { stream: true })
      carry = ''
      if (filled) return controller.enqueue(encoder.encode(text))
      const at = text.indexOf(marker)
      if (at === -1) {
        // Hold back a tail that could be the start of the marker.
        let keep = 0
        for (let length = Math.min(marker.length - 1, text.length); length > 0; length--) {
          if (marker.startsWith(text.slice(-length))) {
            keep = length
            break
          }
        }
        carry = text.slice(text.length - keep)
        const ready = text.slice(0, text.length - keep)
        if (ready) controller.enqueue(encoder.encode(ready))
        return
      }
      controller.enqueue(encoder.encode(text.slice(0, at)))
      filled = true
      const reader = (await fill()).getReader()
      for (let part = await reader.read(); !part.done; part = await reader.read())
        controller.enqueue(part.value)
      const rest = text.slice(at + marker.length)
      if (rest) controller.enqueue(encoder.encode(rest))
    },
    flush(controller) {
      const rest = carry + decoder.decode()
      if (rest) controller.enqueue(encoder.encode(rest))
    },
  })
}
