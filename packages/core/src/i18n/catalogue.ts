/** A flat catalogue of texts, keyed by dotted message keys; `{name}` marks a parameter. */
export type MessageCatalogue = Record<string, string>;
