/** drizzle-kit configuration: `npm run db:generate` writes SQL migrations to ./migrations. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  casing: 'snake_case',
  schema: './src/schema/index.ts',
  out: './migrations',
});
