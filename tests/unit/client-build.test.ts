// A client build lands in the folder a running site serves without taking it away (scripts/lib/client-build.mjs):
// `npm run build` beside `npm start` once left the site without its stylesheet and scripts until a restart.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BUILD_INFO, MANIFEST, publishBuild } from '../../scripts/lib/client-build.mjs'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A build as Vite leaves it: its files, and a manifest naming the hashed ones. */
function build(parent: string, name: string, files: Record<string, string>, hashed: string[]) {
  const folder = join(parent, name)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, file)), { recursive: true })
    writeFileSync(join(folder, file), text)
  }
  const manifest = Object.fromEntries(hashed.map((file) => [file, { file }]))
  writeFileSync(join(folder, MANIFEST), JSON.stringify(manifest))
  writeFileSync(join(folder, BUILD_INFO), JSON.stringify({ entry: `/${hashed[0]}` }))
  return folder
}

describe('a client build published into a served folder', () => {
  it('keeps the folder, and the chunks of the build it replaces until the next one', () => {
    const parent = mkdtempSync(join(tmpdir(), 'client-build-'))
    folders.push(parent)
    const served = join(parent, 'client')
    const first = ['_app/assets/entry-AAA.js', '_app/assets/app-AAA.css']
    publishBuild(build(parent, 'one', { 'icon.svg': '<svg/>', ...texts(first) }, first), served)
    const folder = statSync(served).ino

    const second = ['_app/assets/entry-BBB.js', '_app/assets/app-AAA.css']
    publishBuild(build(parent, 'two', { 'icon.svg': '<svg v2/>', ...texts(second) }, second), served)
    // The same folder (what wrangler dev watches), the new build's files and the previous build's chunks,
    // which pages rendered a moment ago still load.
    expect(statSync(served).ino).toBe(folder)
    expect(readFileSync(join(served, BUILD_INFO), 'utf8')).toContain('entry-BBB.js')
    expect(readFileSync(join(served, 'icon.svg'), 'utf8')).toBe('<svg v2/>')
    for (const file of [...first, ...second]) expect(existsSync(join(served, file)), file).toBe(true)

    // Two builds on, what neither of the last two named is gone.
    const third = ['_app/assets/entry-CCC.js', '_app/assets/app-CCC.css']
    publishBuild(build(parent, 'three', texts(third), third), served)
    expect(existsSync(join(served, '_app/assets/entry-AAA.js'))).toBe(false)
    expect(existsSync(join(served, 'icon.svg'))).toBe(false)
    for (const file of [...second, ...third]) expect(existsSync(join(served, file)), file).toBe(true)
  })
})

const texts = (files: string[]) => Object.fromEntries(files.map((file) => [file, `/* ${file} */`]))
