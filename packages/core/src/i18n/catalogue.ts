/** A flat catalogue of texts, keyed by dotted message keys; `{name}` marks a parameter. */
export type MessageCatalogue = Record<string, string>;

/** Replaces `{name}` placeholders with parameters. */
export function interpolate(text: string, params?: Readonly<Record<string, string | number>>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
