/** Every table of the application (68 qwshop tables + access_tokens + audit_logs). No relations() on purpose. */
export * from './access.ts';
export * from './catalog.ts';
export * from './stores.ts';
export * from './orders.ts';
export * from './aftersale.ts';
export * from './promotions.ts';
export * from './integral.ts';
export * from './distribution.ts';
export * from './finance.ts';
export * from './content.ts';
export * from './system.ts';
export * from './chat.ts';
