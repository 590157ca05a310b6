// The write-off counter and its clerks: only this module writes verifier and verify_record.
export { verifyRoutes } from './verify.routes.ts';
