export * from './envelope.ts';
export * from './list.ts';
export * from './auth.ts';
export * from './rich-text.ts';
