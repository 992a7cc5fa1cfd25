// The parser lives in @shop/contract, which the server shares (it answers 404 for paths no storefront route matches).
export { caseSensitiveParser } from '@shop/contract/route-pattern';
