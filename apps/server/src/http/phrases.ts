import type { Lang } from './messages.ts';

/** A phrase in each language the server answers in, with `{name}` placeholders. */
export type Phrase = Readonly<Record<Lang, string>>;

/** The placeholder names of a phrase's text ('{name}, ¥{price}.' → 'name' | 'price'). */
type Holes<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Holes<Rest> : never;

/** A phrase's values: none for a phrase without placeholders, else one for each placeholder of either language. */
type ValuesOf<P extends Phrase> = [Holes<P[Lang]>] extends [never] ? [] : [Record<Holes<P[Lang]>, string | number>];

/**
 * A module's own phrases (page heads' titles and descriptions), given `as const` so each phrase's placeholders are
 * known: `say(lang, key, values)` answers the phrase in `lang` with its placeholders filled, and a phrase's values
 * are required, by name, when it has placeholders. The API's messages keep their own catalogue (messages.ts).
 */
export function phrases<const T extends Record<string, Phrase>>(table: T) {
  return <K extends keyof T & string>(lang: Lang, key: K, ...[values]: ValuesOf<T[K]>): string => {
    let text: string = (table[key] as Phrase)[lang];
    for (const [name, value] of Object.entries(values ?? {})) text = text.replaceAll(`{${name}}`, String(value));
    return text;
  };
}
