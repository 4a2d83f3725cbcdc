/**
 * How long browsers keep the web app's files. The build names each script, style and font after a hash of its
 * content (`assets/LoginPage-D3l__dzd.js`): a name never changes its content, so they are kept a year without
 * asking again. `index.html` (which names the current ones) and the other fixed names are asked again each time
 * (`no-cache`: revalidated by ETag / Last-Modified, so an unchanged page costs a 304).
 */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATED_CACHE = 'no-cache';

/** The `Cache-Control` of a file of the built web app, by its path relative to the app's folder. */
export function webCacheControl(relativePath: string): string {
  return /^assets[\\/]/.test(relativePath) ? HASHED_ASSET_CACHE : REVALIDATED_CACHE;
}
