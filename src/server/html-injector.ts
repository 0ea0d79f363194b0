/**
 * Adds markup before `</head>` and `</body>` of a streamed document without buffering it. The text to add
 * is asked for when the tag arrives, so it can depend on what has rendered by then (the islands used).
 * A tag split across two chunks is handled by holding back only a tail that could start it.
 */
export function injectBeforeClosingTags(inject: {
  head: () => string
  body: () => string
}): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  let carry = ''
  let headDone = false

  const process = (text: string, final: boolean) => {
    let out = text
    if (!headDone) {
      const at = out.indexOf('</head>')
      if (at !== -1) {
        out = out.slice(0, at) + inject.head() + out.slice(at)
        headDone = true
      }
    }
    const bodyAt = out.lastIndexOf('</body>')
    if (bodyAt !== -1) out = out.slice(0, bodyAt) + inject.body() + out.slice(bodyAt)
    if (final) return { emit: out, keep: '' }
    const keep = partialTagSuffix(out)
    return { emit: out.slice(0, out.length - keep.length), keep }
  }

  return new TransformStream({
    transform(chunk, controller) {
      const { emit, keep } = process(carry + decoder.decode(chunk, { stream: true }), false)
      carry = keep
      if (emit) controller.enqueue(encoder.encode(emit))
    },
    flush(controller) {
      const { emit } = process(carry + decoder.decode(), true)
      if (emit) controller.enqueue(encoder.encode(emit))
    },
  })
}

const TAGS = ['</head>', '</body>']

function partialTagSuffix(text: string): string {
  for (let length = 6; length > 0; length--) {
    const tail = text.slice(-length)
    if (TAGS.some((tag) => tag.startsWith(tail))) return tail
  }
  return ''
}
