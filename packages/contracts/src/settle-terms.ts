/** Settle-in constants the storefront reads at run time; no schema here, so reading them brings no zod along. */

/** Where the licence picture is uploaded (multipart, field `file`); the answer's path goes into the apply. */
export const LICENCE_UPLOAD_PATH = '/api/shopapply/licence';
