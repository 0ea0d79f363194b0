/**
 * Runs before every test file of a project whose servers boot in the background (tests/setup/readiness.ts):
 * waits until they answer, or fails the file with the reason they did not start.
 */
import { inject } from 'vitest'

let answer = await fetch(inject('servicesReady'))
while (answer.status === 202) answer = await fetch(inject('servicesReady'))
if (!answer.ok) throw new Error(`the suite's servers did not start:\n${await answer.text()}`)
