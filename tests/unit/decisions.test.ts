// docs/decisions/README.md is the index of the decisions: every decision file has its row, and a decision a
// later one superseded or amended says so at its top and in its row (the index must not call it standing).
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const DIR = 'docs/decisions'
const decisionFiles = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name))
const index = readFileSync(`${DIR}/README.md`, 'utf8')

/** The index's row of a decision file: the table line whose first cell links to it. */
const rowOf = (file: string) =>
  index.split('\n').find((line) => line.startsWith(`| [${file.slice(0, 3)}](${file})`))

/** What a decision's top says replaced it, in the index's words: `superseded by 032`, or `stands`. */
function statusOf(file: string) {
  const top = readFileSync(`${DIR}/${file}`, 'utf8').split('\n').slice(0, 6).join(' ')
  const marked = /\*\*(Partly superseded|Superseded|Amended) by \[?(\d{3})/.exec(top)
  return marked ? `${marked[1]?.toLowerCase()} by ${marked[2]}` : 'stands'
}

/** The status cell of a row, its links reduced to their numbers. */
const statusCell = (row: string) =>
  (row.split('|').at(-2) ?? '').trim().replace(/\[(\d{3})\]\([^)]*\)/g, '$1')

describe('the index of decisions', () => {
  it('lists every decision file', () => {
    expect(decisionFiles.length).toBeGreaterThan(0)
    expect(decisionFiles.filter((file) => !rowOf(file))).toEqual([])
  })

  it('marks each superseded or amended decision as its top does, naming what replaced it', () => {
    const said = Object.fromEntries(decisionFiles.map((file) => [file, statusCell(rowOf(file) ?? '')]))
    expect(said).toEqual(Object.fromEntries(decisionFiles.map((file) => [file, statusOf(file)])))
  })

  it('links only to decisions that exist', () => {
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1])
    expect(linked.filter((file) => !decisionFiles.includes(file ?? ''))).toEqual([])
  })
})
