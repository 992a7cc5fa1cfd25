// The `:params` encoding is a wire format the server reads too (it names a search page's list in the page's HTML):
// it lives in @shop/contract; the storefront keeps importing it from here.
export * from '@shop/contract/params-segment';
