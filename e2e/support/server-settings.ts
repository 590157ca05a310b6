/**
 * Settings the journeys' server starts with (playwright.config.ts) that the journeys also count on.
 *
 * The resend countdown: the spec's 60 seconds would make every journey that registers a member by the API and then
 * asks for another code to the same mobile (a payment password, a bound e-mail) sit out a minute while a browser
 * waits. The server's countdown and its refusal have API tests at the spec's 60 s (codes.test.ts); the pages count
 * the spec's 60 s whatever the server says, so a journey about the page's countdown still waits for it.
 */
export const CODE_RESEND_SECONDS = 3;
