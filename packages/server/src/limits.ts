/** Upload limit of spec section 9: 10 MB. */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
