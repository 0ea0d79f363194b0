/** The volume slider every player shows (0–1 in steps of 5 %). */
export function Volume({
  label,
  value,
  onChange,
}: {
  label: string
  value: number
  onChange: (volume: number) => void
}) {
  return (
    <label className="volume">
      <span>{label}</span>
      <input
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </label>
  )
}
