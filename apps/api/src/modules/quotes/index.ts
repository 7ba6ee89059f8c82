/** Quotes module (SPEC §7 Quotes): its public entry; showreels read their clips' quotes through it. */
export { quoteRoutes } from './quotes.routes';
export { findQuotesInOrder, searchQuotes } from './quotes.service';
export { presentQuote } from './quotes.presenter';
