/**
 * The site module: what every page with a header needs in the browser, without React (docs/decisions/015,
 * docs/spec.md §22.4). It enhances the server-rendered controls it finds — the colour-mode control, the
 * account link, the toast region, galleries — and shares the page's jotai store (`jotai/vanilla`) with the
 * React islands, which load separately and only on pages that have one.
 */
import {
  COLOR_MODE_PREFERENCES,
  COLOR_MODE_STORAGE_KEY,
  type ColorModePreference,
  DEFAULT_COLOR_MODE_PREFERENCE,
} from '../app/color-mode'
import { pageStore, signedInAtom } from '../app/state'
import { TOAST_EVENT, type ToastDetail } from '../app/toasts/toast'
import { CONTROL_ATTR, type ControlName } from '../lib/island-markers'
import { checkForNewBuilds } from './build-check'

const controls = (name: ControlName) => [
  ...document.querySelectorAll<HTMLElement>(`[${CONTROL_ATTR}="${name}"]`),
]

const isPreference = (value: string | undefined): value is ColorModePreference =>
  COLOR_MODE_PREFERENCES.some((mode) => mode === value)

/** The colour control's buttons say which preference is on. */
const showColorMode = () => {
  const current = window.__colorMode?.preference() ?? DEFAULT_COLOR_MODE_PREFERENCE
  for (const button of document.querySelectorAll<HTMLButtonElement>('.color-mode button[data-mode]')) {
    button.setAttribute('aria-pressed', String(button.dataset.mode === current))
  }
}
// Another tab's choice applies here too (the head script re-applies the class).
addEventListener('storage', (event) => event.key === COLOR_MODE_STORAGE_KEY && showColorMode())

/** System / Light / Dark: stores the choice and applies it at once (the head script does the applying). */
function colorMode(groups: HTMLElement[]) {
  for (const group of groups) {
    group.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-mode]')
      const mode = button?.dataset.mode
      // A forced page keeps its colours (docs/spec.md §5.3); the tooltip says why.
      if (!isPreference(mode) || group.dataset.forced) return
      try {
        localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode)
      } catch {
        // Private mode without storage: the choice lasts for this page only.
      }
      window.__colorMode?.apply(mode)
      showColorMode()
    })
    // The tooltip closes on Escape as well as on leave and blur (docs/spec.md §20.5).
    group.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') group.classList.add('tooltip-dismissed')
    })
    const reopen = () => group.classList.remove('tooltip-dismissed')
    group.addEventListener('pointerleave', reopen)
    group.addEventListener('focusout', reopen)
  }
  showColorMode()
}

interface AccountTarget {
  label: string
  href: string
}

/** The header's account links follow the store: an island that signs in or out changes them at once. */
pageStore().sub(signedInAtom, () => {
  const signedIn = pageStore().get(signedInAtom)
  for (const link of controls('account')) {
    const target = JSON.parse(
      (signedIn ? link.dataset.account : link.dataset.signIn) ?? '{}',
    ) as AccountTarget
    if (!target.href) continue
    link.setAttribute('href', target.href)
    const label = link.querySelector('.account-label')
    if (label) label.textContent = target.label
    link.toggleAttribute('data-signed-in', signedIn)
  }
})

/**
 * Toasts: the toast code (React and react-hot-toast) loads on the first one (docs/spec.md §20.4), into the
 * region of the page shown (a page swapped in place brings its own, decision 037).
 */
let toastsIn: HTMLElement | undefined
let showToast: Promise<(detail: ToastDetail, id?: string) => unknown> | undefined
function announce(detail: ToastDetail, id?: string) {
  const [region] = controls('toasts')
  if (!region) return
  if (region !== toastsIn) showToast = undefined
  toastsIn = region
  showToast ??= import('../app/toasts/mount').then(({ mountToasts }) =>
    mountToasts(region, region.dataset.closeLabel ?? ''),
  )
  void showToast.then((show) => show(detail, id))
}
addEventListener(TOAST_EVENT, (event) => announce((event as CustomEvent<ToastDetail>).detail))

/**
 * A section navigation opens with the current page in view (docs/spec.md §3.6). Browsers with CSS's
 * `scroll-initial-target` do that before the first paint; the others are scrolled here.
 */
function showCurrentSection(navs: HTMLElement[]) {
  if (CSS.supports('scroll-initial-target', 'nearest')) return
  for (const nav of navs) {
    const list = nav.querySelector('ul')
    const current = nav.querySelector('[aria-current="page"]')
    if (!list || !current) continue
    const shown = list.getBoundingClientRect()
    const box = current.getBoundingClientRect()
    list.scrollLeft += box.left - shown.left - (shown.width - box.width) / 2
  }
}

/** What the page's server-rendered controls need, on a page load and on a page swapped in place (decision 037). */
export function enhancePage() {
  const groups = controls('color-mode')
  if (groups.length) colorMode(groups)
  // The server's one-time message keeps a fixed id, so it is never shown twice.
  const flash = controls('toasts')[0]?.dataset.flash
  if (flash) announce(JSON.parse(flash) as ToastDetail, 'flash')
  const galleries = controls('gallery')
  if (galleries.length) void import('./gallery').then(({ enhanceGalleries }) => enhanceGalleries(galleries))
  const sectionNavs = controls('section-nav')
  if (sectionNavs.length) showCurrentSection(sectionNavs)
}

enhancePage()
checkForNewBuilds()
