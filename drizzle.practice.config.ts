import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/practice-schema.ts',
  out: './drizzle/practice',
  schemaFilter: ['practice'],
});
