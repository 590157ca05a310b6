/**
 * What production mode (NODE_ENV=production) refuses to start without: secrets that are not defaults and a real
 * way to deliver codes. Each problem is one line for the start-up error.
 */
export function productionProblems(
  config: { env: string; demoDoors: boolean; smtpUrl: string | undefined },
  env: NodeJS.ProcessEnv,
): string[] {
  if (config.env !== 'production') return [];
  const problems: string[] = [];
  // With the sandbox on, a secret made up per process would differ between processes behind one address.
  const secret = env.PAY_SANDBOX_SECRET ?? '';
  if (config.demoDoors && (secret.length < 32 || /change|secret|example|default/i.test(secret))) {
    problems.push('PAY_SANDBOX_SECRET: set a random secret of 32+ characters (the sandbox gateway is on)');
  }
  if (!config.smtpUrl) {
    problems.push('SMTP_URL: set a mail server; production mode has no demo outbox to deliver codes to');
  }
  return problems;
}
