import { ensureDemoImages, demoImageJobs } from './images.ts';
const dir = process.argv[2] ?? '/tmp/demo-upload';
const t0 = performance.now();
console.log('jobs', demoImageJobs().length);
await ensureDemoImages(dir);
console.log('images ms', Math.round(performance.now() - t0));
const t1 = performance.now();
await ensureDemoImages(dir);
console.log('second run ms', Math.round(performance.now() - t1));
