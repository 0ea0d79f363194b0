/** Where a page's data-dependent content goes once it has loaded (filled by the server, never by scripts). */
export const PAGE_SLOT_ID = 'page-slot'
export const PAGE_SLOT_HTML = `<template id="${PAGE_SLOT_ID}"></template>`

export function PageSlot() {
  return <template id={PAGE_SLOT_ID} />
}

/** Where the footer's social links go when they come with a page's late data (render.server.tsx). */
export const SOCIAL_SLOT_ID = 'social-slot'
export const SOCIAL_SLOT_HTML = `<template id="${SOCIAL_SLOT_ID}"></template>`

export function SocialSlot() {
  return <template id={SOCIAL_SLOT_ID} />
}
