import sharp from 'sharp';
const files = process.argv.slice(3);
let x = 0;
const comps = [];
for (const f of files) { const m = await sharp(f).metadata(); comps.push({ input: f, left: x, top: 0 }); x += (m.width ?? 0) + 10; }
await sharp({ create: { width: x, height: 420, channels: 3, background: '#ddd' } }).composite(comps).png().toFile(process.argv[2] as string);
