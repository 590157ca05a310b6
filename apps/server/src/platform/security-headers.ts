import type { FastifyInstance } from 'fastify';

/**
 * The policy for every answer. Scripts only from the mall's own files: the built storefront has no inline
 * script, so 'unsafe-inline' is never given to scripts. Styles allow 'unsafe-inline' because antd (cssinjs)
 * inserts <style> tags at run time, and the sandbox cashier and the demo outbox carry their own small <style>;
 * inline styles cannot run code. Pictures may be data: URIs (captchas, QR codes) or blob: (upload previews).
 */
const policy = (socketOrigin: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // blob: the avatar editor reads the picture it just cut out.
    // The chat socket's own origin too: it may be another host (CHAT_SOCKET_URL), and not every browser counts
    // ws:// on the page's host as 'self'.
    `connect-src 'self' blob: ${socketOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * Security headers on every answer: pages, assets, API, uploads, redirects and 404s (an onSend hook runs for
 * all of them). No page of the mall may be framed, the sandbox cashier's one-click "Approve" form included.
 * HSTS only when the public address is https: sent over http it would be ignored, or pin a dev host to TLS.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { publicUrl: string; chatSocketUrl: string },
): void {
  const https = opts.publicUrl.startsWith('https://');
  const socket = new URL(opts.chatSocketUrl);
  const base = policy(`${socket.protocol}//${socket.host}`);
  const csp = https ? `${base}; upgrade-insecure-requests` : base;
  app.addHook('onSend', (_req, reply, payload, done) => {
    // A route may set a stricter policy of its own (uploads do).
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
