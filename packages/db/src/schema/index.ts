/** Every table of the Insight Portal database (one schema for PGlite and PostgreSQL ≥ 15). */
export * from './tenancy';
export * from './projects';
export * from './marketplace';
export * from './studies';
export * from './interviews';
export * from './showreels';
export * from './insights';
export * from './boards';
export * from './findings';
export * from './creation';
export * from './notes';
export * from './ai';
export * from './imports';
export * from './home';
