import { describe, expect, it } from 'vitest'
import { injectBeforeClosingTags } from '../../src/server/html-injector'

async function run(chunks: string[], head: () => string, body: () => string) {
  const encoder = new TextEncoder()
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return new Response(source.pipeThrough(injectBeforeClosingTags({ head, body }))).text()
}

describe('injectBeforeClosingTags', () => {
  it('adds markup before </head> and </body>, even when a tag is split across chunks', async () => {
    const html = await run(
      ['<html><head><title>x</title></he', 'ad><body>hi</bo', 'dy></html>'],
      () => '<H>',
      () => '<B>',
    )
    expect(html).toBe('<html><head><title>x</title><H></head><body>hi<B></body></html>')
  })

  it('asks for the text when the tag arrives, so what rendered in between is seen', async () => {
    // The renderer records islands while it streams: by `</body>` two rendered that `</head>` never saw.
    let islands = 0
    const stream = injectBeforeClosingTags({ head: () => `<h${islands}>`, body: () => `<b${islands}>` })
    const output = new Response(stream.readable).text()
    const writer = stream.writable.getWriter()
    const encoder = new TextEncoder()
    await writer.write(encoder.encode('<head></head><body>'))
    islands = 2
    await writer.write(encoder.encode('<island/><island/></body>'))
    await writer.close()
    expect(await output).toBe('<head><h0></head><body><island/><island/><b2></body>')
  })

  it('keeps multi-byte characters whole across chunks', async () => {
    const bytes = new TextEncoder().encode('<body>España</body>')
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10))
        controller.enqueue(bytes.slice(10))
        controller.close()
      },
    })
    const text = await new Response(
      source.pipeThrough(injectBeforeClosingTags({ head: () => '', body: () => '!' })),
    ).text()
    expect(text).toBe('<body>España!</body>')
  })
})
