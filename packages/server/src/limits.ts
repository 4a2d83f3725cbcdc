/** Upload limit of spec section 9: 10 MB (defined once in the API contract, shared with the web app). */
export { UPLOAD_LIMIT_BYTES } from '@ecuc/core/api';
