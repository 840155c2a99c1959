/** The largest JSON body the API reads (routes may set a smaller one). */
export const BODY_LIMIT = 1024 * 1024;

/** The longest path parameter the router matches; a longer one is answered 414 before any route runs. */
export const MAX_PARAM_LENGTH = 200;

/** How many files, plain fields and parts in all a `multipart/form-data` body may hold. */
export const MULTIPART_LIMITS = { files: 4, fields: 20, parts: 30 } as const;
