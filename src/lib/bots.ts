import { isbot } from 'isbot'

/** The spec's own list, matched case-insensitively; `isbot` adds the long tail of crawlers. */
const SPEC_BOT_PATTERN = /bot|lighthouse|facebookexternalhit|google/i

/**
 * Answers already given, by user agent: visitors come with a few hundred of them, and isbot's pattern is long.
 * Bounded: emptied when full.
 */
const answered = new Map<string, boolean>()
const ANSWERS_KEPT = 1_000

export function isBotUserAgent(userAgent: string | undefined): boolean {
  if (!userAgent) return false
  let bot = answered.get(userAgent)
  if (bot === undefined) {
    bot = SPEC_BOT_PATTERN.test(userAgent) || isbot(userAgent)
    if (answered.size >= ANSWERS_KEPT) answered.clear()
    answered.set(userAgent, bot)
  }
  return bot
}
