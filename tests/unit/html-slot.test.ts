import { describe, expect, it } from 'vitest'
import { fillSlot } from '../../src/server/html-slot'

const encoder = new TextEncoder()
const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })

describe('fillSlot', () => {
  it('puts the late content in place of the marker, even when the marker is split', async () => {
    const out = streamOf('<main><te', 'mplate id="s"></template></main>').pipeThrough(
      fillSlot('<template id="s"></template>', async () => streamOf('<p>late</p>')),
    )
    expect(await new Response(out).text()).toBe('<main><p>late</p></main>')
  })

  it('leaves a document without the marker untouched', async () => {
    const out = streamOf('<p>a<', '/p>').pipeThrough(fillSlot('<x-slot>', async () => streamOf('never')))
    expect(await new Response(out).text()).toBe('<p>a</p>')
  })
})
