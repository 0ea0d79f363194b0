// Renders public/icon.svg into the PNG icons and favicon the head and web manifest refer to.
// Run by hand after changing the SVG (`node scripts/make-icons.mjs`); the outputs are committed.
import { readFileSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'

const dir = new URL('../public/', import.meta.url)
const svg = readFileSync(new URL('icon.svg', dir))
const png = (size, padding = 0) =>
  sharp(svg, { density: 384 })
    .resize(size - padding * 2, size - padding * 2)
    .extend({ top: padding, bottom: padding, left: padding, right: padding, background: '#2b3157' })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()

writeFileSync(new URL('apple-touch-icon.png', dir), await png(180, 12))
writeFileSync(new URL('icon-192.png', dir), await png(192))
writeFileSync(new URL('icon-512.png', dir), await png(512))
writeFileSync(new URL('icon-maskable-512.png', dir), await png(512, 64))

// A .ico holding one 32×32 PNG (the format browsers accept since Vista-era icons).
const ico32 = await png(32)
const header = Buffer.alloc(22)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(1, 4)
header.writeUInt8(32, 6)
header.writeUInt8(32, 7)
header.writeUInt16LE(1, 10)
header.writeUInt16LE(32, 12)
header.writeUInt32LE(ico32.length, 14)
header.writeUInt32LE(22, 18)
writeFileSync(new URL('favicon.ico', dir), Buffer.concat([header, ico32]))
console.log('icons written')
