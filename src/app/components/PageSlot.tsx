/** Where a page's data-dependent content goes once it has loaded (filled by the server, never by scripts). */
export const PAGE_SLOT_ID = 'page-slot'
export const PAGE_SLOT_HTML = `<template id="${PAGE_SLOT_ID}"></template>`

export function PageSlot() {
  return <template id={PAGE_SLOT_ID} />
}
