import { fuzzShard } from './fuzz-run.ts';

// The generated fuzz suite is dealt over four files so Vitest runs them in parallel (see fuzz-run.ts).
await fuzzShard(3, 4);
