import { useEffect, useState } from 'react'
import {
  COLOR_MODE_PREFERENCES,
  COLOR_MODE_STORAGE_KEY,
  type ColorModePreference,
  DEFAULT_COLOR_MODE_PREFERENCE,
} from '../color-mode'
import { Tooltip } from '../components/Tooltip'
import { defineIsland } from '../island'

export interface ColorToggleProps {
  labels: Record<ColorModePreference, string>
  /** Accessible name of the control, e.g. "Colour mode: {mode}". */
  title: string
  /** Set when the page forces a mode: the choice is still saved, and the note explains why nothing changes. */
  forcedNote?: string
}

const ICONS: Record<ColorModePreference, string> = { system: '◐', light: '☀', dark: '☾' }

/** Cycles system → light → dark, stores the choice and re-applies it without a reload. */
function ColorToggle({ labels, title, forcedNote }: ColorToggleProps) {
  // The server cannot know the stored preference, so it renders the default and the effect corrects it.
  const [preference, setPreference] = useState<ColorModePreference>(DEFAULT_COLOR_MODE_PREFERENCE)
  useEffect(() => {
    setPreference(window.__colorMode?.preference() ?? DEFAULT_COLOR_MODE_PREFERENCE)
  }, [])

  function cycle() {
    const next =
      COLOR_MODE_PREFERENCES[(COLOR_MODE_PREFERENCES.indexOf(preference) + 1) % COLOR_MODE_PREFERENCES.length]
    if (!next) return
    try {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, next)
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
    window.__colorMode?.apply()
    setPreference(next)
  }

  const label = title.replace('{mode}', labels[preference])
  return (
    <Tooltip label={forcedNote ? `${label}. ${forcedNote}` : label}>
      <button
        type="button"
        className="icon-button color-toggle"
        aria-label={label}
        data-preference={preference}
        onClick={cycle}
      >
        <span aria-hidden="true">{ICONS[preference]}</span>
      </button>
    </Tooltip>
  )
}

export default defineIsland('ColorToggle', ColorToggle)
