import { isbot } from 'isbot'

/** The spec's own list, matched case-insensitively; `isbot` adds the long tail of crawlers. */
const SPEC_BOT_PATTERN = /bot|lighthouse|facebookexternalhit|google/i

export const isBotUserAgent = (userAgent: string | undefined): boolean =>
  !!userAgent && (SPEC_BOT_PATTERN.test(userAgent) || isbot(userAgent))
