import type { FaultsResult } from './faults-round.ts';

/** bench/FAULTS.md: what happened in the faults round, for the record and the hardening issue. */
export function faultsMarkdown(r: FaultsResult | { skipped: string }, when: Date): string {
  const head = [
    '# Faults round',
    '',
    `Run ${when.toISOString()} by \`npm run bench -w bench -- faults\`.`,
    '',
  ];
  if ('skipped' in r) return [...head, `Not run: ${r.skipped}.`, ''].join('\n');
  const t = r.tally;
  const told = r.outcomes.filter((o) => o.toldPaid).length;
  const gaveUp = r.outcomes.filter((o) => !o.toldPaid);
  const reasons = [...new Set(gaveUp.map((o) => o.error ?? '?'))].slice(0, 3);
  return [
    ...head,
    "Two mall processes on one PostgreSQL of the round's own, checkout loops (balance and sandbox payments, every",
    'call to a random process, a 503 or a dropped connection retried with the same idempotency key).',
    '',
    '## Timeline',
    '',
    ...r.events.map((e) => `- ${e}`),
    '',
    '## What the shoppers were answered',
    '',
    '| answers | count |',
    '|---|---:|',
    `| ok | ${t.ok} |`,
    `| 503 Service unavailable (Retry-After) | ${t.unavailable} |`,
    `| other 5xx | ${t.bugs} |`,
    `| refused (an envelope with code ≠ 0) | ${t.refused} |`,
    `| connection failed | ${t.network} |`,
    '',
    `Slowest 503: ${Math.round(t.slowestUnavailableMs)} ms. Checkouts: ${r.outcomes.length}, told paid: ${told}, ` +
      `given up: ${gaveUp.length}${reasons.length ? ` (${reasons.join('; ')})` : ''}.`,
    '',
    '## /healthz, asked every 250 ms',
    '',
    '| process | during | answers | slowest ms |',
    '|---|---|---|---:|',
    ...r.health.map((h) => `| ${h.process} | ${h.during} | ${h.answers} | ${h.slowestMs} |`),
    '',
    `Back to 200 after PostgreSQL started again: ${r.recoveryMs.map((ms) => (ms < 0 ? 'never' : `${ms} ms`)).join(', ')}` +
      ' (process 1, 2), without a restart of either.',
    '',
    '## Checks',
    '',
    ...r.checks.map((c) => `- ${c}`),
    '',
  ].join('\n');
}
