/**
 * A project's own attribute mapping: the parts of a `DbcAttributeDialect` it adds to the shipped dialects
 * (more attribute names per meaning, more enumeration values, other meanings of values). Stored with a bus
 * database and checked here, so that the server keeps only what the derivation understands.
 */
import { z } from 'zod';
import {
  DEFAULT_DBC_ATTRIBUTES,
  mergeAttributeDialects,
  type DbcAttributeDialect,
} from './attribute-dialects.js';

const names = z.array(z.string().min(1).max(128)).max(50);
const txMeaning = z.enum(['PERIODIC', 'DIRECT', 'MIXED', 'NONE', 'ignore']);
const transferMeaning = z.enum([
  'PENDING',
  'TRIGGERED',
  'TRIGGERED_ON_CHANGE',
  'TRIGGERED_ON_CHANGE_WITHOUT_REPETITION',
  'TRIGGERED_WITHOUT_REPETITION',
  'ignore',
]);
const marker = z.object({ attributes: names, yes: names }).strict();

/** What a project may add: every part of a dialect, each optional. */
export const dbcAttributeMappingSchema = z
  .object({
    cycleTime: names,
    fastCycleTime: names,
    sendType: names,
    sendTypeValues: z.record(z.string().max(128), txMeaning),
    delayTime: names,
    repetitions: names,
    startDelay: names,
    messageTimeout: names,
    signalTimeout: names,
    startValue: names,
    signalSendType: names,
    signalSendTypeValues: z.record(z.string().max(128), transferMeaning),
    nmMessage: marker,
    diagRequest: marker,
    diagResponse: marker,
    diagState: marker,
    frameFormat: names,
    fdValues: z
      .string()
      .max(200)
      .refine((source) => {
        try {
          new RegExp(source, 'i');
          return true;
        } catch {
          return false;
        }
      }, 'not a regular expression'),
  })
  .partial()
  .strict();

export type DbcAttributeMapping = z.infer<typeof dbcAttributeMappingSchema>;

/** Checks a project's mapping: the mapping, or the problems as `path: message` lines. */
export function checkAttributeMapping(
  json: unknown,
): { ok: true; mapping: DbcAttributeMapping } | { ok: false; errors: string[] } {
  const parsed = dbcAttributeMappingSchema.safeParse(json);
  if (parsed.success) return { ok: true, mapping: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(mapping)'}: ${issue.message}`),
  };
}

const EMPTY_MARKER = { attributes: [], yes: [] };

/**
 * The mapping the derivation uses: the project's own parts first (its names are tried first, its meanings of
 * values win), then every shipped dialect.
 */
export function attributeMappingOf(own: DbcAttributeMapping | undefined): DbcAttributeDialect {
  if (!own) return DEFAULT_DBC_ATTRIBUTES;
  const complete: DbcAttributeDialect = {
    cycleTime: own.cycleTime ?? [],
    fastCycleTime: own.fastCycleTime ?? [],
    sendType: own.sendType ?? [],
    sendTypeValues: {},
    delayTime: own.delayTime ?? [],
    repetitions: own.repetitions ?? [],
    startDelay: own.startDelay ?? [],
    messageTimeout: own.messageTimeout ?? [],
    signalTimeout: own.signalTimeout ?? [],
    startValue: own.startValue ?? [],
    signalSendType: own.signalSendType ?? [],
    signalSendTypeValues: {},
    nmMessage: own.nmMessage ?? EMPTY_MARKER,
    diagRequest: own.diagRequest ?? EMPTY_MARKER,
    diagResponse: own.diagResponse ?? EMPTY_MARKER,
    diagState: own.diagState ?? EMPTY_MARKER,
    frameFormat: own.frameFormat ?? [],
    fdValues: own.fdValues ?? '',
  };
  const merged = mergeAttributeDialects(complete, DEFAULT_DBC_ATTRIBUTES);
  // The project's meanings of values win over the shipped ones (merge lets later dialects add up).
  const lower = (values: Record<string, string> | undefined) =>
    Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ...merged,
    sendTypeValues: { ...merged.sendTypeValues, ...lower(own.sendTypeValues) },
    signalSendTypeValues: { ...merged.signalSendTypeValues, ...lower(own.signalSendTypeValues) },
    fdValues: own.fdValues
      ? `${own.fdValues}|${DEFAULT_DBC_ATTRIBUTES.fdValues}`
      : DEFAULT_DBC_ATTRIBUTES.fdValues,
  } as DbcAttributeDialect;
}
