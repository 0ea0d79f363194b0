/**
 * The photo viewer of venue galleries and Ibiza memories (docs/spec.md §24.4), without React. Each photo is
 * a link to its largest size, so without scripts it still opens. Enhanced, a click opens a modal
 * `<dialog>`: arrow keys, Home and End move, a swipe moves, Escape or the close button closes, and focus
 * goes back to the photo that opened it. Loaded by the site module on pages with a gallery only.
 */

export interface GalleryLabels {
  dialog: string
  close: string
  previous: string
  next: string
  /** "Photo {n} of {total}" */
  position: string
}

const ICONS = {
  previous: '<path d="M15 5l-7 7l7 7"/>',
  next: '<path d="M9 5l7 7l-7 7"/>',
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
}

const SWIPE_PX = 40

function iconButton(className: string, label: string, icon: keyof typeof ICONS) {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = className
  button.setAttribute('aria-label', label)
  button.innerHTML = `<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${ICONS[icon]}</svg>`
  return button
}

interface Photo {
  link: HTMLAnchorElement
  image: HTMLImageElement
  /** The photo's caption on the page, shown as it is there (a memory's title stays bold). */
  caption: HTMLElement | null
}

function photosOf(gallery: HTMLElement): Photo[] {
  return [...gallery.querySelectorAll<HTMLAnchorElement>('a.gallery-link')].flatMap((link) => {
    const image = link.querySelector('img')
    const caption = link.closest('figure')?.querySelector('figcaption') ?? null
    return image ? [{ link, image, caption }] : []
  })
}

function viewer(labels: GalleryLabels) {
  const dialog = document.createElement('dialog')
  dialog.className = 'viewer'
  dialog.setAttribute('aria-label', labels.dialog)
  const figure = document.createElement('figure')
  const image = document.createElement('img')
  image.className = 'viewer-image'
  image.decoding = 'async'
  const caption = document.createElement('figcaption')
  const position = document.createElement('p')
  position.className = 'viewer-position'
  position.setAttribute('aria-live', 'polite')
  // appendChild: the worker types' `Element.append` (HTMLRewriter) shadows the DOM's here.
  for (const child of [image, caption]) figure.appendChild(child)
  const previous = iconButton('viewer-previous', labels.previous, 'previous')
  const next = iconButton('viewer-next', labels.next, 'next')
  const close = iconButton('viewer-close', labels.close, 'close')
  for (const child of [figure, position, previous, next, close]) dialog.appendChild(child)
  document.body.appendChild(dialog)

  let photos: Photo[] = []
  let index = 0
  let opener: HTMLElement | null = null

  const show = (target: number) => {
    index = (target + photos.length) % photos.length
    const photo = photos[index]
    if (!photo) return
    image.removeAttribute('src')
    image.srcset = photo.image.srcset
    image.sizes = '100vw'
    image.src = photo.link.href
    image.alt = photo.image.alt
    image.width = photo.image.width
    image.height = photo.image.height
    caption.replaceChildren(...(photo.caption?.cloneNode(true).childNodes ?? []))
    caption.hidden = !photo.caption
    position.textContent = labels.position
      .replace('{n}', String(index + 1))
      .replace('{total}', String(photos.length))
    const single = photos.length < 2
    previous.hidden = single
    next.hidden = single
  }

  previous.addEventListener('click', () => show(index - 1))
  next.addEventListener('click', () => show(index + 1))
  close.addEventListener('click', () => dialog.close())
  dialog.addEventListener('keydown', (event) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: -1 }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    show(target)
  })
  let start: { x: number; y: number } | null = null
  let swiped = false
  // A click on the backdrop (the dialog itself, outside the photo and buttons) closes it, unless it ends a swipe.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog && !swiped) dialog.close()
    swiped = false
  })
  // A swipe never drags the photo (or a selection) out of the page: a drag would cancel the pointer.
  dialog.addEventListener('dragstart', (event) => event.preventDefault())
  dialog.addEventListener('pointerdown', (event) => {
    start = { x: event.clientX, y: event.clientY }
  })
  dialog.addEventListener('pointerup', (event) => {
    if (!start) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    start = null
    swiped = Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)
    if (swiped) show(dx < 0 ? index + 1 : index - 1)
  })
  dialog.addEventListener('close', () => {
    // Back to the photo the visitor was on when the viewer closed, so the page follows the viewer.
    const current = photos[index]?.link ?? opener
    opener = null
    current?.focus()
  })

  return (list: Photo[], at: number, from: HTMLElement) => {
    photos = list
    opener = from
    show(at)
    dialog.showModal()
    close.focus()
  }
}

export function enhanceGalleries(galleries: HTMLElement[]) {
  let open: ReturnType<typeof viewer> | undefined
  for (const gallery of galleries) {
    const labels = JSON.parse(gallery.dataset.labels ?? '{}') as GalleryLabels
    // Enhanced, a photo opens the viewer rather than the image: assistive technology says so.
    for (const { link } of photosOf(gallery)) link.setAttribute('aria-haspopup', 'dialog')
    gallery.addEventListener('click', (event) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a.gallery-link')
      // New-tab and download gestures keep the link's own meaning.
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      const photos = photosOf(gallery)
      open ??= viewer(labels)
      open(
        photos,
        photos.findIndex((photo) => photo.link === link),
        link,
      )
    })
  }
}
