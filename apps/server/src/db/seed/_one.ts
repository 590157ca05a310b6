import sharp from 'sharp';
import { demoImageJobs } from './images.ts';
const want = process.argv.slice(2);
for (const j of demoImageJobs().filter((j) => want.some((w) => j.path.includes(w)))) {
  const out = '/tmp/one-' + j.path.replace(/\//g, '_').replace(/\.jpg$/, '.png');
  await sharp(Buffer.from(j.svg())).png().toFile(out);
  console.log(out);
}
