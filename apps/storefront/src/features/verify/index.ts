// The write-off counter's public face: whether the member is a clerk (the member menu shows the counter then).
export { useIsVerifier } from './api/verify-api.ts';
