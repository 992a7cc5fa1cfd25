import type zhCn from './zh-cn.ts';

/** The resource tree every language implements: the zh-cn tree with every leaf a string. */
export type Messages = typeof zhCn;

/** Dotted paths to every leaf of `Messages`, e.g. `'messages.selectFirst'`. */
export type MessageKey = LeafPaths<Messages>;

type LeafPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : LeafPaths<T[K], `${P}${K}.`>;
}[keyof T & string];
